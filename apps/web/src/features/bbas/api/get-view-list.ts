import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { bbasViewList } from '@vce/contract/bbas';
import { api } from '../../../shared/api/api';
import { queryKeys } from '../../../shared/query-keys';

export const viewPageSize = 10;

/** Information type 3: every institutional view on a product, a page at a time, with the desks' counts. */
export const viewListQueryOptions = (symbol: string, page: number) =>
  queryOptions({
    queryKey: queryKeys.bbas.views(symbol, page),
    queryFn: () => api.call(bbasViewList, { symbol, page, limit: viewPageSize }),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });

export const useViewList = (symbol: string, page: number) => useQuery(viewListQueryOptions(symbol, page));
