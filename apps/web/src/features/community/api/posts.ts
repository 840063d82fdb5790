import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CallRequest } from '@vce/contract/call';
import {
  addPost,
  boardInfo,
  deletePost,
  editPost,
  followBoard,
  myPostList,
  postDetail,
  type PostFeed,
  postFeeds,
  postList,
} from '@vce/contract/community';
import { api } from '../../../shared/api/api';
import { isSignedIn } from '../../../shared/session';
import { queryKeys } from '../../../shared/query-keys';
import { prefetchedFreshMs } from '../../../shared/pages';

/** Posts a page of the feeds and lists. */
export const POST_PAGE_SIZE = 10;

/** Whose posts a feed shows: everyone's, a product board's or a topic's. */
export interface FeedScope {
  symbol?: string;
  topicId?: number;
}

/** A scope's feeds: a board's or a topic's have no 关注 (they are read by subject, not by people). */
export const feedsOf = (scope: FeedScope) =>
  scope.symbol !== undefined || scope.topicId !== undefined
    ? postFeeds.filter((type) => type !== 'following')
    : postFeeds;

/** The feed a `?feed=` opens: one of the scope's feeds, else 最新. */
export const feedOf = (asked: string | null, scope: FeedScope): PostFeed =>
  feedsOf(scope).find((type) => type === asked) ?? 'latest';

/** A page of a feed (`latest`, `hot`, `following`, `questions`) in its scope. */
export const feedQueryOptions = (input: { type: PostFeed; page: number; scope: FeedScope; unsolved?: boolean }) =>
  queryOptions({
    staleTime: prefetchedFreshMs,
    queryKey: queryKeys.community.feed(input.type, input.page, input.scope, input.unsolved),
    queryFn: () =>
      api.call(postList, {
        type: input.type,
        symbol: input.scope.symbol,
        topic_id: input.scope.topicId,
        unsolved: input.unsolved,
        page: input.page,
        limit: POST_PAGE_SIZE,
      }),
  });

export const useFeed = (input: {
  type: PostFeed;
  page: number;
  scope: FeedScope;
  unsolved?: boolean;
  enabled?: boolean;
}) => useQuery({ ...feedQueryOptions(input), enabled: input.enabled ?? true, placeholderData: keepPreviousData });

/** A product's board: name, exchange, posts and followers. */
export const boardQueryOptions = (symbol: string) =>
  queryOptions({
    staleTime: prefetchedFreshMs,
    queryKey: queryKeys.community.board(symbol),
    queryFn: () => api.call(boardInfo, { symbol }),
    retry: false,
  });

export const useBoard = (symbol: string) => useQuery({ ...boardQueryOptions(symbol), enabled: symbol !== '' });

/** 关注 on a board: follows its product (the profile's followed products) or stops. */
export function useFollowBoard(symbol: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (cancel: boolean) => api.call(followBoard, { symbol, cancel }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.community.board(symbol) }),
  });
}

export const useMyPosts = (page: number) =>
  useQuery({
    queryKey: queryKeys.community.myPosts(page),
    queryFn: () => api.call(myPostList, { page, limit: POST_PAGE_SIZE }),
    enabled: isSignedIn(),
    placeholderData: keepPreviousData,
  });

export const postDetailQueryOptions = (id: number) =>
  queryOptions({
    staleTime: prefetchedFreshMs,
    queryKey: queryKeys.community.post(id),
    queryFn: () => api.call(postDetail, { id }),
    retry: false,
  });

export const usePostDetail = (id: number | null) =>
  useQuery({ ...postDetailQueryOptions(id ?? 0), enabled: id !== null });

/**
 * A post written or deleted reads the lists again. Not the posts' pages: the one just deleted is left
 * as it was while its page goes.
 */
function usePostChange<Input, Answer>(run: (input: Input) => Promise<Answer>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: () =>
      queryClient.invalidateQueries({
        queryKey: queryKeys.community.posts,
        predicate: (query) => query.queryKey[2] !== 'detail',
      }),
  });
}

/** An edited post: every list and its page are read again. */
export function useEditPost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CallRequest<typeof editPost>) => api.call(editPost, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.community.posts }),
  });
}

export const useAddPost = () => usePostChange((body: CallRequest<typeof addPost>) => api.call(addPost, body));
export const useDeletePost = () => usePostChange((id: number) => api.call(deletePost, { id }));
