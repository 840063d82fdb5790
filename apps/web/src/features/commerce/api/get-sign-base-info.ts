import { queryOptions, useQuery } from '@tanstack/react-query';
import { signBaseInfo } from '@vce/contract/commerce-sign-in';
import { api } from '../../../shared/api/api';
import { queryKeys } from '../../../shared/query-keys';

export const signBaseInfoQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.commerce.signBaseInfo, queryFn: () => api.call(signBaseInfo) });

/** Whether the signed-in user has signed in today, and the run of consecutive days. */
export const useSignBaseInfo = (enabled: boolean) => useQuery({ ...signBaseInfoQueryOptions(), enabled });
