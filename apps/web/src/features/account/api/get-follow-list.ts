import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { fansList, followList } from '@vce/contract/account-profile';
import { api } from '../../../shared/api/api';
import { queryKeys } from '../../../shared/query-keys';

export type FollowListKind = 'follow' | 'fans';
const calls = { follow: followList, fans: fansList } as const;
export const followPageSize = 10;

export const followListQueryOptions = (kind: FollowListKind, page: number) =>
  queryOptions({
    queryKey: queryKeys.account.followList(kind, page),
    queryFn: () => api.call(calls[kind], { page, limit: followPageSize }),
    placeholderData: keepPreviousData,
  });

/** One page of whom the user follows (/my/follow) or of the user's fans (/my/fans). */
export const useFollowList = (kind: FollowListKind, page: number, enabled: boolean) =>
  useQuery({ ...followListQueryOptions(kind, page), enabled });
