import { queryOptions, useQuery } from '@tanstack/react-query';
import { userIndex } from '@vce/contract/account';
import { api } from './api/api';
import { isSignedIn } from './session';
import { queryKeys } from './query-keys';

export const userIndexQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.account.userIndex,
    queryFn: async () => (await api.call(userIndex)).userinfo,
    staleTime: 60_000,
    retry: false,
  });

/** The signed-in user, or undefined for a guest (no call is made without a token). */
export const useCurrentUser = () => useQuery({ ...userIndexQueryOptions(), enabled: isSignedIn() });
