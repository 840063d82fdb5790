import { queryOptions, useQuery } from '@tanstack/react-query';
import { getUserCount } from '@vce/contract/account-profile';
import { api } from '../../../shared/api/api';
import { isSignedIn } from '../../../shared/session';
import { queryKeys } from '../../../shared/query-keys';

export const userCountQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.account.userCount, queryFn: () => api.call(getUserCount), staleTime: 60_000 });

/** Follow and fans counts of the signed-in user (no call for a guest). */
export const useUserCount = () => useQuery({ ...userCountQueryOptions(), enabled: isSignedIn() });
