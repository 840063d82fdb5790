import { queryOptions, useQuery } from '@tanstack/react-query';
import { bbasDataStatistics } from '@vce/contract/bbas';
import type { CallData } from '@vce/contract/call';
import { api } from '../../../shared/api/api';
import { queryKeys } from '../../../shared/query-keys';

/** Information type 4: seasonality, realised volatility and open interest of the main series. */
export const dataStatisticsQueryOptions = (symbol: string) =>
  queryOptions({
    queryKey: queryKeys.bbas.statistics(symbol),
    queryFn: () => api.call(bbasDataStatistics, { symbol }),
    staleTime: 5 * 60_000,
  });

export const useDataStatistics = (symbol: string) => useQuery(dataStatisticsQueryOptions(symbol));

export type DataStatistics = CallData<typeof bbasDataStatistics>;
