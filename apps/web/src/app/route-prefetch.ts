import { quotesQueryOptions } from '../features/market/api/get-quotes';
import { memberRankingsQueryOptions } from '../features/market/api/get-member-rankings';
import { defaultDashboardSymbol } from '../features/market/default-symbol';
import { deviceQueryOptions } from '../features/shell/api/add-device';
import { userIndexQueryOptions } from '../shared/current-user';
import { queryClient } from '../shared/query-client';
import { isSignedIn } from '../shared/session';
import { searchQuotaQueryOptions } from '../shared/quota/use-search-quota';

/**
 * The first data of the heaviest pages, asked for while their code loads rather than after it has
 * rendered: the same queries their components make, which find them in flight or answered. The
 * quota check is the one the page's gate makes anyway (the data calls do not check it).
 */
const prefetchers: Record<string, (query: URLSearchParams) => void> = {
  '/bbasV3/details': (query) => {
    const symbol = query.get('symbol');
    if (!symbol) return;
    void queryClient.prefetchQuery(searchQuotaQueryOptions('bbas', symbol));
    void queryClient.prefetchQuery(quotesQueryOptions(symbol));
  },
  // The positions tab, the one shown first (decisions.md "Data dashboards").
  '/monitoringDataV2': (query) => {
    if ((query.get('showModel') ?? '1') !== '1') return;
    const symbol = query.get('symbol') ?? defaultDashboardSymbol;
    void queryClient.prefetchQuery(searchQuotaQueryOptions('view_data', symbol));
    void queryClient.prefetchQuery(memberRankingsQueryOptions(symbol));
  },
  // The preview's K-line needs the product's quotes (its price precision) before it draws; the
  // indicator's own detail comes with the page's chunk.
  '/vtarget/detail': () => {
    void queryClient.prefetchQuery(quotesQueryOptions(defaultDashboardSymbol));
  },
};

/** A route's loader: starts its page's prefetch, if it has one, and never waits for it. */
export const prefetchFor = (path: string) => {
  const prefetch = prefetchers[path];
  return prefetch
    ? ({ request }: { request: Request }) => {
        prefetch(new URL(request.url).searchParams);
        return null;
      }
    : undefined;
};

/**
 * The personal area's loader: the device registration, whose answer shows the layout's gift-pack tip
 * (the largest paint of the area's pages), asked for while the layout's and the page's code load.
 */
export const prefetchUserLayout = () => {
  void queryClient.prefetchQuery(deviceQueryOptions());
  return null;
};

/**
 * Every page's loader: a signed-in user's account (the header's user area, and the balances and
 * levels the personal pages show first), asked for while the pages' code loads.
 */
export const prefetchSignedInUser = () => {
  if (isSignedIn()) void queryClient.prefetchQuery(userIndexQueryOptions());
  return null;
};
