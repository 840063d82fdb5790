import { queryOptions, useQuery } from '@tanstack/react-query';
import { bbasPivotInfo } from '@vce/contract/bbas';
import { api } from '../../../shared/api/api';
import { queryKeys } from '../../../shared/query-keys';

/** Information type 2: the floor-trader pivots of the main series and where the last price stands. */
export const pivotInfoQueryOptions = (symbol: string) =>
  queryOptions({
    queryKey: queryKeys.bbas.pivot(symbol),
    queryFn: () => api.call(bbasPivotInfo, { symbol }),
    refetchInterval: (query) => (query.state.status === 'error' ? false : 15_000),
  });

export const usePivotInfo = (symbol: string) => useQuery(pivotInfoQueryOptions(symbol));
