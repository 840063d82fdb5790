import { useInfiniteQuery } from '@tanstack/react-query';
import { bbasExpressList } from '@vce/contract/bbas';
import { api } from '../../../shared/api/api';
import { queryKeys } from '../../../shared/query-keys';

const pageSize = 20;

/** Information type 1: alerts and editor notes, newest first, paged back in time by `before`. */
export const useExpressList = (symbol: string) =>
  useInfiniteQuery({
    queryKey: queryKeys.bbas.express(symbol),
    queryFn: ({ pageParam }) => api.call(bbasExpressList, { symbol, limit: pageSize, before: pageParam }),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (page) => (page.list.length === pageSize ? page.list.at(-1)?.time : undefined),
    staleTime: 30_000,
  });
