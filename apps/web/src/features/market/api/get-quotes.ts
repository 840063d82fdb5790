import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CallData } from '@vce/contract/call';
import { quotes } from '@vce/contract/market';
import { api } from '../../../shared/api/api';
import { queryKeys } from '../../../shared/query-keys';

/** Every listed month of a product; prices move every second, the page refreshes them every 3 s. */
export const quotesQueryOptions = (symbol: string) =>
  queryOptions({
    queryKey: queryKeys.market.quotes(symbol),
    queryFn: () => api.call(quotes, { symbol }),
    // A refused symbol is not asked again (its message would repeat).
    refetchInterval: (query) => (query.state.status === 'error' ? false : 3_000),
  });

export const useQuotes = (symbol: string) => useQuery({ ...quotesQueryOptions(symbol), enabled: symbol !== '' });

export type ProductQuotes = CallData<typeof quotes>;
