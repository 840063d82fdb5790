import { useMatches } from 'react-router';
import { ComingSoon } from '../../shared/ui/coming-soon';
import type { RouteHandle } from '../root-shell';

/** A route whose feature is not built yet: its layout and an honest notice. */
export default function PlaceholderPage() {
  const handle = useMatches().at(-1)?.handle as RouteHandle | undefined;
  return <ComingSoon title={handle?.title ?? ''} />;
}
