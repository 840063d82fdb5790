import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CallData } from '@vce/contract/call';
import { capitalFlow } from '@vce/contract/market-dashboards';
import { api } from '../../../shared/api/api';
import { queryKeys } from '../../../shared/query-keys';

/** Capital settled in every product, moving with prices and open interest: refreshed every 10 s. */
export const capitalFlowQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.market.capitalFlow,
    queryFn: () => api.call(capitalFlow),
    refetchInterval: 10_000,
  });

export const useCapitalFlow = () => useQuery(capitalFlowQueryOptions());

export type CapitalFlowRow = CallData<typeof capitalFlow>['list'][number];
