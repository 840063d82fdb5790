import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CallRequest } from '@vce/contract/call';
import { addCircleComment, addCirclePost, circleComments, circleFeed, likeCirclePost } from '@vce/contract/live-circle';
import { api } from '../../../shared/api/api';
import { queryKeys } from '../../../shared/query-keys';

export const circleFeedQueryOptions = (scope: 'all' | 'vip', page: number) =>
  queryOptions({
    queryKey: queryKeys.live.circleFeed(scope, page),
    queryFn: () => api.call(circleFeed, { scope, page, limit: 10 }),
  });

export const useCircleFeed = (scope: 'all' | 'vip', page: number) => useQuery(circleFeedQueryOptions(scope, page));

export const useCircleComments = (postId: number, enabled: boolean) =>
  useQuery({
    queryKey: queryKeys.live.circleComments(postId),
    queryFn: () => api.call(circleComments, { post_id: postId, limit: 50 }),
    enabled,
    retry: false,
  });

/** Every circle view is read again after a change. */
function useCircleChange<T, R>(mutationFn: (input: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.live.circle }),
  });
}

export const usePublishCirclePost = () =>
  useCircleChange((input: CallRequest<typeof addCirclePost>) => api.call(addCirclePost, input));
export const useAddCircleComment = () =>
  useCircleChange((input: { post_id: number; content: string }) => api.call(addCircleComment, input));
export const useLikeCirclePost = () =>
  useCircleChange((input: { post_id: number; cancel: boolean }) => api.call(likeCirclePost, input));
