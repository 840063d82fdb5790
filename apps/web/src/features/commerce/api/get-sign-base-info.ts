import { queryOptions, useQuery } from '@tanstack/react-query';
import { signBaseInfo } from '@vce/contract/commerce-sign-in';
import { api } from '../../../shared/api/api';

export const signBaseInfoQueryOptions = () =>
  queryOptions({ queryKey: ['commerce', 'sign-base-info'], queryFn: () => api.call(signBaseInfo) });

/** Whether the signed-in user has signed in today, and the run of consecutive days. */
export const useSignBaseInfo = (enabled: boolean) => useQuery({ ...signBaseInfoQueryOptions(), enabled });
