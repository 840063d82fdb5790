import { queryOptions, useQuery } from '@tanstack/react-query';
import { symbolList } from '@vce/contract/market';
import { api } from '../../../shared/api/api';

export const symbolListQueryOptions = () =>
  queryOptions({ queryKey: ['market', 'symbol-list'], queryFn: () => api.call(symbolList), staleTime: 30 * 60_000 });

export const useSymbolList = () => useQuery(symbolListQueryOptions());
