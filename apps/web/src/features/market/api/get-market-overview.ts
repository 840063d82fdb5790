import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CallData } from '@vce/contract/call';
import { marketOverview } from '@vce/contract/market-dashboards';
import { api } from '../../../shared/api/api';
import { queryKeys } from '../../../shared/query-keys';

/** Every product's main contract now, refreshed every 3 s like the quote boards. */
export const marketOverviewQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.market.overview,
    queryFn: () => api.call(marketOverview),
    refetchInterval: 3_000,
  });

export const useMarketOverview = () => useQuery(marketOverviewQueryOptions());

export type OverviewRow = CallData<typeof marketOverview>['list'][number];
