import { queryClient } from '../../shared/query-client';
import { searchQuotaQueryOptions } from '../../shared/quota/use-search-quota';
import type { PageManifest } from '../../shared/pages';
import { memberRankingsQueryOptions } from './api/get-member-rankings';
import { defaultDashboardSymbol } from './default-symbol';

/** The market's pages: the data dashboards, quotes, signals, product tracking and positions. */
export const marketPages = {
  '/monitoringDataV2': {
    load: () => import('./view-data/view-data-page'),
    // The positions tab, the one shown first (decisions.md "Data dashboards"): its quota check and data.
    prefetch: (query) => {
      if ((query.get('showModel') ?? '1') !== '1') return;
      const symbol = query.get('symbol') ?? defaultDashboardSymbol;
      void queryClient.prefetchQuery(searchQuotaQueryOptions('view_data', symbol));
      void queryClient.prefetchQuery(memberRankingsQueryOptions(symbol));
    },
  },
  '/signal': { load: () => import('./signals/signal-page') },
  '/quotation': { load: () => import('./quotation/quotation-page') },
  '/varietyTracking': { load: () => import('./variety-tracking/variety-tracking-page') },
  '/echartsDemo/ccgc': { load: () => import('./positions/ccgc-page') },
  '/echartsDemo/jcclhb': { load: () => import('./positions/jcclhb-page') },
  '/echartsDemo/mmll': { load: () => import('./positions/mmll-page') },
} satisfies PageManifest;
