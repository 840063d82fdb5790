import { Suspense } from 'react';
import { lazyOnDemand } from '../lazy-chunk';
import type { PagerProps } from './pager';

// antd's Pagination brings its Select (about 33 KiB): lists that are often one page long (bills,
// histories) load its code only once they are longer.
const Pager = lazyOnDemand(
  () => import('./pager'),
  (module) => module.Pager,
);

/** Page numbers, shown only when the list is longer than a page; their code loads then. */
export function PagerOnDemand(props: PagerProps) {
  if (props.total <= props.pageSize) return null;
  return (
    <Suspense fallback={null}>
      <Pager {...props} />
    </Suspense>
  );
}
