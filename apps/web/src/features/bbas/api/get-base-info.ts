import { queryOptions, useQuery } from '@tanstack/react-query';
import { bbasBaseInfo } from '@vce/contract/bbas';
import { api } from '../../../shared/api/api';
import { queryKeys } from '../../../shared/query-keys';

/** The BBAS categories (one per product) and their sectors; operators change them rarely. */
export const bbasBaseInfoQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.bbas.baseInfo, queryFn: () => api.call(bbasBaseInfo), staleTime: 10 * 60_000 });

export const useBbasBaseInfo = () => useQuery(bbasBaseInfoQueryOptions());
