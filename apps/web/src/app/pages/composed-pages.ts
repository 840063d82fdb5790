import { quotesQueryOptions } from '../../features/market/api/get-quotes';
import { defaultDashboardSymbol } from '../../features/market/default-symbol';
import type { PageManifest } from '../../shared/pages';
import { queryClient } from '../../shared/query-client';
import { searchQuotaQueryOptions } from '../../shared/quota/use-search-quota';

/**
 * Pages that compose several features (a feature never imports another): the home page, the login
 * page over it, BBAS (its sections with the market's quotes and K-line) and an indicator's detail
 * (the shop's item with the market's chart), a course's cash desk (commerce's desk, back to learning's
 * page). Their first data is asked for while their code loads.
 */
export const composedPages = {
  '/': { load: () => import('./home-page') },
  '/login': { load: () => import('./login-page') },
  '/bbasV3': { load: () => import('./bbas-page') },
  '/bbasV3/details': {
    load: () => import('./bbas-details-page'),
    // The quota check is the one the page's gate makes anyway (the data calls do not check it).
    prefetch: (query) => {
      const symbol = query.get('symbol');
      if (!symbol) return;
      void queryClient.prefetchQuery(searchQuotaQueryOptions('bbas', symbol));
      void queryClient.prefetchQuery(quotesQueryOptions(symbol));
    },
  },
  '/cashDesk/course': { load: () => import('./course-cash-desk-page') },
  '/vtarget/detail': {
    load: () => import('./indicator-detail-page'),
    // The preview's K-line needs the product's quotes (its price precision) before it draws; the
    // indicator's own detail comes with the page's chunk.
    prefetch: () => void queryClient.prefetchQuery(quotesQueryOptions(defaultDashboardSymbol)),
  },
} satisfies PageManifest;
