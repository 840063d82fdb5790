import { type ReactNode, StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProviders } from './providers';
import './styles.css';

/** Renders a document's app (the site's, the console's) into its #root, inside the providers. */
export function mountApp(app: ReactNode) {
  const root = document.getElementById('root');
  if (!root) throw new Error('missing #root');
  // The first render as a transition: React renders it in slices, yielding to the browser between
  // them, instead of one long task (the web budgets' total blocking time, bench web group).
  startTransition(() => {
    createRoot(root).render(
      <StrictMode>
        <AppProviders>{app}</AppProviders>
      </StrictMode>,
    );
  });
}
