import { queryOptions, useQuery } from '@tanstack/react-query';
import { getSuperVip } from '@vce/contract/commerce-vip';
import { api } from '../../../shared/api/api';
import { queryKeys } from '../../../shared/query-keys';

export const superVipQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.commerce.superVip, queryFn: () => api.call(getSuperVip), staleTime: 60_000 });

/** The membership packages on sale. */
export const useSuperVip = () => useQuery(superVipQueryOptions());
