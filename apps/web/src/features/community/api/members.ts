import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { userFollowList, userInfo, userPostList } from '@vce/contract/community-members';
import { api } from '../../../shared/api/api';
import { queryKeys } from '../../../shared/query-keys';
import { POST_PAGE_SIZE } from './posts';

export const MEMBER_PEOPLE_PAGE_SIZE = 10;

export const useMember = (id: number | null) =>
  useQuery({
    queryKey: queryKeys.community.member(id ?? 0),
    queryFn: () => api.call(userInfo, { id: id! }),
    enabled: id !== null,
    retry: false,
  });

export const useMemberPosts = (id: number | null, page: number) =>
  useQuery({
    queryKey: queryKeys.community.memberPosts(id ?? 0, page),
    queryFn: () => api.call(userPostList, { user_id: id!, page, limit: POST_PAGE_SIZE }),
    enabled: id !== null,
    placeholderData: keepPreviousData,
  });

export const useMemberFollows = (input: { id: number; type: 'follow' | 'fans'; page: number; enabled: boolean }) =>
  useQuery({
    queryKey: queryKeys.community.memberFollows(input.id, input.type, input.page),
    queryFn: () =>
      api.call(userFollowList, {
        user_id: input.id,
        type: input.type,
        page: input.page,
        limit: MEMBER_PEOPLE_PAGE_SIZE,
      }),
    enabled: input.enabled,
    placeholderData: keepPreviousData,
  });
