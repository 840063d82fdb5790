import { lazyOnDemand } from '../../../shared/lazy-chunk';

/** The bell's panel, its code loaded when first opened. */
export const NoticePanelOnDemand = lazyOnDemand(
  () => import('./notice-panel'),
  (module) => module.NoticePanel,
);
