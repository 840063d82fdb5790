import { queryOptions, useQuery } from '@tanstack/react-query';
import { checkUserPrivilege, type privilegeTags } from '@vce/contract/account-profile';
import { api } from '../../../shared/api/api';
import { queryKeys } from '../../../shared/query-keys';

type PrivilegeTag = (typeof privilegeTags)[number];

export const userPrivilegeQueryOptions = (tag: PrivilegeTag) =>
  queryOptions({
    queryKey: queryKeys.account.privilege(tag),
    queryFn: async () => (await api.call(checkUserPrivilege, { tag })).has_privilege === 1,
    staleTime: 60_000,
  });

/** Whether the caller holds a privilege (check_vip: an unexpired membership). */
export const useUserPrivilege = (tag: PrivilegeTag, enabled: boolean) =>
  useQuery({ ...userPrivilegeQueryOptions(tag), enabled });
