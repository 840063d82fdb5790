import { queryOptions, useQuery } from '@tanstack/react-query';
import { getAvatarLists } from '@vce/contract/account-profile';
import { api } from '../../../shared/api/api';
import { queryKeys } from '../../../shared/query-keys';

export const avatarListsQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.account.avatarLists,
    queryFn: () => api.call(getAvatarLists),
    staleTime: 30 * 60_000,
  });

/** The avatar choices of the wizard's step 2. */
export const useAvatarLists = () => useQuery(avatarListsQueryOptions());
