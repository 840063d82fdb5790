import { queryOptions, useQuery } from '@tanstack/react-query';
import { symbolList } from '@vce/contract/market';
import { api } from '../api/api';
import { queryKeys } from '../query-keys';

export const symbolListQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.market.symbolList, queryFn: () => api.call(symbolList), staleTime: 30 * 60_000 });

export const useSymbolList = () => useQuery(symbolListQueryOptions());
