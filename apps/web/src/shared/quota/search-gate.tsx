import type { SearchTag } from '@vce/contract/commerce-quota';
import { Spin } from 'antd';
import { type ReactNode, Suspense } from 'react';
import { lazyOnDemand } from '../lazy-chunk';
import { useSearchQuota } from './use-search-quota';

// Shown to few: the popup's code loads when the quota is used up.
const SearchExhausted = lazyOnDemand(
  () => import('./search-exhausted'),
  (module) => module.SearchExhausted,
);

/**
 * Shows its children once today's free search of the symbol is granted; otherwise the
 * quota-exhausted popup of spec 001 §2 (type 1 BBAS, type 2 view data) over a locked placeholder.
 */
export function SearchGate({ tag, symbol, children }: { tag: SearchTag; symbol: string; children: ReactNode }) {
  const quota = useSearchQuota(tag, symbol);
  if (quota.isPending) return <Spin style={{ display: 'block', margin: '48px auto' }} />;
  // A failed check is shown by the API client; the page stays usable rather than locked by a glitch.
  if (quota.isError || quota.data.allowed) return children;
  return (
    <Suspense fallback={null}>
      <SearchExhausted tag={tag} limit={quota.data.limit} popupType={quota.data.popup_type} />
    </Suspense>
  );
}
