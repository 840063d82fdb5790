import { queryOptions, useQuery } from '@tanstack/react-query';
import { kline } from '@vce/contract/market';
import { api } from '../../../shared/api/api';
import { queryKeys } from '../../../shared/query-keys';

/** Half a year of daily bars of a product's main continuous series, for the volume-price charts. */
export const dailyBarsQueryOptions = (symbol: string) =>
  queryOptions({
    queryKey: queryKeys.market.dailyBars(symbol),
    queryFn: () => api.call(kline, { symbol, period: '1d', limit: 120 }),
    staleTime: 60_000,
  });

export const useDailyBars = (symbol: string) => useQuery(dailyBarsQueryOptions(symbol));
