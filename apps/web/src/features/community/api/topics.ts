import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { followTopic, topicDetails, topicList } from '@vce/contract/community-topics';
import { api } from '../../../shared/api/api';
import { queryKeys } from '../../../shared/query-keys';
import { prefetchedFreshMs } from '../../../shared/pages';

/** Topics a page of the topic list. */
export const TOPIC_PAGE_SIZE = 12;

/** 热门话题 (or the caller's followed topics), the most active first. */
export const useTopics = (input: { page: number; followed?: boolean; limit?: number; enabled?: boolean }) =>
  useQuery({
    queryKey: queryKeys.community.topicList(input.followed ?? false, input.page),
    queryFn: () =>
      api.call(topicList, { page: input.page, limit: input.limit ?? TOPIC_PAGE_SIZE, followed: input.followed }),
    enabled: input.enabled ?? true,
    placeholderData: keepPreviousData,
  });

export const topicQueryOptions = (id: number) =>
  queryOptions({
    staleTime: prefetchedFreshMs,
    queryKey: queryKeys.community.topic(id),
    queryFn: () => api.call(topicDetails, { id }),
    retry: false,
  });

export const useTopic = (id: number | null) => useQuery({ ...topicQueryOptions(id ?? 0), enabled: id !== null });

/** Follows or stops following a topic; the topics' pages and lists are read again. */
export function useFollowTopic(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (cancel: boolean) => api.call(followTopic, { id, cancel }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.community.topics }),
  });
}
