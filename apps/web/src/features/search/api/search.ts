import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { clearSearchHistory, searchHistory, searchQuery, searchSuggest, type SearchKind } from '@vce/contract/search';
import { api } from '../../../shared/api/api';
import { prefetchedFreshMs } from '../../../shared/pages';
import { queryKeys } from '../../../shared/query-keys';
import { isSignedIn } from '../../../shared/session';
import { storageKeys } from '../../../shared/storage';

export type SearchScope = 'all' | 'community' | SearchKind;

/** Hits per group on the overview, and per page of one kind. */
export const GROUP_SIZE = 5;
export const PAGE_SIZE = 10;

export const searchQueryOptions = (keyword: string, scope: SearchScope, page: number) =>
  queryOptions({
    queryKey: queryKeys.search.results(keyword, scope, page),
    queryFn: () =>
      api.call(searchQuery, {
        keyword,
        scope,
        page,
        limit: scope === 'all' || scope === 'community' ? GROUP_SIZE : PAGE_SIZE,
      }),
    enabled: keyword.trim() !== '',
    // Asked for beside the page's code (pages.ts): fresh when the page mounts, not asked for again.
    staleTime: prefetchedFreshMs,
  });

export const useSearchResults = (keyword: string, scope: SearchScope, page: number) =>
  useQuery({ ...searchQueryOptions(keyword, scope, page), placeholderData: keepPreviousData });

export const useSuggestions = (keyword: string) =>
  useQuery({
    queryKey: queryKeys.search.suggest(keyword),
    queryFn: () => api.call(searchSuggest, { keyword }, { silent: true }),
    enabled: keyword.trim() !== '',
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });

const MAX_RECENT = 10;
const readGuestRecent = (): string[] => {
  try {
    const list: unknown = JSON.parse(localStorage.getItem(storageKeys.recentSearches) ?? '[]');
    return Array.isArray(list) ? list.filter((item): item is string => typeof item === 'string') : [];
  } catch {
    return [];
  }
};

/**
 * Recent searches: a signed-in user's from the server (which keeps each search as it answers it),
 * a guest's in this browser (kept here as they search).
 */
export function useRecentSearches() {
  const queryClient = useQueryClient();
  const signedIn = isSignedIn();
  const query = useQuery({
    queryKey: queryKeys.search.recent,
    queryFn: async () => (signedIn ? (await api.call(searchHistory, {})).list : readGuestRecent()),
  });
  const clear = useMutation({
    mutationFn: async () => {
      if (signedIn) await api.call(clearSearchHistory, {});
      else localStorage.removeItem(storageKeys.recentSearches);
    },
    onSuccess: () => queryClient.setQueryData(queryKeys.search.recent, []),
  });
  const remember = (keyword: string) => {
    if (!signedIn) {
      const list = [keyword, ...readGuestRecent().filter((item) => item !== keyword)].slice(0, MAX_RECENT);
      localStorage.setItem(storageKeys.recentSearches, JSON.stringify(list));
    }
    void queryClient.invalidateQueries({ queryKey: queryKeys.search.recent });
  };
  return { list: query.data ?? [], clear: () => clear.mutate(), remember };
}
