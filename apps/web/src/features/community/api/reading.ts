import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { deleteHistory, favourite, favouriteList, historyList } from '@vce/contract/community-reading';
import { api } from '../../../shared/api/api';
import { queryKeys } from '../../../shared/query-keys';
import { isSignedIn } from '../../../shared/session';
import { POST_PAGE_SIZE } from './posts';
import { prefetchedFreshMs } from '../../../shared/pages';

export const favouritesQueryOptions = (page: number) =>
  queryOptions({
    staleTime: prefetchedFreshMs,
    queryKey: queryKeys.community.favourites(page),
    queryFn: () => api.call(favouriteList, { page, limit: POST_PAGE_SIZE }),
  });

export const useFavourites = (page: number) =>
  useQuery({ ...favouritesQueryOptions(page), enabled: isSignedIn(), placeholderData: keepPreviousData });

export const historyQueryOptions = (page: number) =>
  queryOptions({
    staleTime: prefetchedFreshMs,
    queryKey: queryKeys.community.historyPage(page),
    queryFn: () => api.call(historyList, { page, limit: POST_PAGE_SIZE }),
  });

export const useHistory = (page: number) =>
  useQuery({ ...historyQueryOptions(page), enabled: isSignedIn(), placeholderData: keepPreviousData });

/** Keeps a post among the favourites or lets it go; answers the state after it. */
export const useFavourite = () =>
  useMutation({
    mutationFn: (input: { postId: number; cancel: boolean }) =>
      api.call(favourite, { post_id: input.postId, cancel: input.cancel }),
  });

/** Forgets one reading, or the whole history (no post given); the history is read again. */
export function useForgetHistory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (postId?: number) => api.call(deleteHistory, { post_id: postId }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.community.history }),
  });
}
