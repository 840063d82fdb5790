import { infiniteQueryOptions, useInfiniteQuery, useMutation } from '@tanstack/react-query';
import { keyNewsletterList, readKeyNewsletters } from '@vce/contract/community-newsletters';
import { api } from '../../../shared/api/api';
import { queryKeys } from '../../../shared/query-keys';
import { prefetchedFreshMs } from '../../../shared/pages';

const pageSize = 20;

/** 重点快讯, newest first, paged back in time by `before`. */
export const keyNewslettersQueryOptions = () =>
  infiniteQueryOptions({
    staleTime: prefetchedFreshMs,
    queryKey: queryKeys.community.newsletters,
    queryFn: ({ pageParam }) => api.call(keyNewsletterList, { limit: pageSize, before: pageParam }),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (page) => (page.list.length === pageSize ? page.list.at(-1)?.time : undefined),
  });

export const useKeyNewsletters = () => useInfiniteQuery(keyNewslettersQueryOptions());

/** Everything shown so far is read (the dots stay for this visit: they say what was new). */
export const useReadKeyNewsletters = () => useMutation({ mutationFn: () => api.call(readKeyNewsletters, {}) });
