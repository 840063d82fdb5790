import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CallRequest } from '@vce/contract/call';
import { addComment, commentList, commentReplies, deleteComment } from '@vce/contract/community-comments';
import { api } from '../../../shared/api/api';
import { queryKeys } from '../../../shared/query-keys';

/** Comment threads a page under a post. */
export const THREAD_PAGE_SIZE = 20;
/** Replies a page when a thread is opened past its inline ones. */
export const REPLY_PAGE_SIZE = 10;

export const useCommentThreads = (postId: number, page: number) =>
  useQuery({
    queryKey: queryKeys.community.commentPage(postId, page),
    queryFn: () => api.call(commentList, { post_id: postId, page, limit: THREAD_PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });

export const useCommentReplies = (input: { postId: number; threadId: number; page: number; enabled: boolean }) =>
  useQuery({
    queryKey: queryKeys.community.replies(input.postId, input.threadId, input.page),
    queryFn: () => api.call(commentReplies, { comment_id: input.threadId, page: input.page, limit: REPLY_PAGE_SIZE }),
    enabled: input.enabled,
    placeholderData: keepPreviousData,
  });

/** A comment written or deleted reads the post's comments and the post (its count) again. */
function useCommentChange<Input, Answer>(postId: number, run: (input: Input) => Promise<Answer>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.community.comments(postId) }),
        queryClient.invalidateQueries({ queryKey: queryKeys.community.post(postId) }),
      ]),
  });
}

export const useAddComment = (postId: number) =>
  useCommentChange(postId, (body: Omit<CallRequest<typeof addComment>, 'post_id'>) =>
    api.call(addComment, { ...body, post_id: postId }),
  );
export const useDeleteComment = (postId: number) =>
  useCommentChange(postId, (id: number) => api.call(deleteComment, { id }));
