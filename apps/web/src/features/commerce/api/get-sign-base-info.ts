import { queryOptions, useQuery } from '@tanstack/react-query';
import { signBaseInfo } from '@vce/contract/commerce-sign-in';
import { api } from '../../../shared/api/api';
import { prefetchedFreshMs } from '../../../shared/pages';
import { queryKeys } from '../../../shared/query-keys';

// Asked for beside the page's code (app/daily-popups.tsx), and fresh for the popup that mounts after;
// signing writes the answer it gets into the cache (./sign.ts).
export const signBaseInfoQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.commerce.signBaseInfo,
    queryFn: () => api.call(signBaseInfo),
    staleTime: prefetchedFreshMs,
  });

/** Whether the signed-in user has signed in today, and the run of consecutive days. */
export const useSignBaseInfo = (enabled: boolean) => useQuery({ ...signBaseInfoQueryOptions(), enabled });
