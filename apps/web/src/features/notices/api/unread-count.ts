import { queryOptions, useQuery } from '@tanstack/react-query';
import { unreadCount } from '@vce/contract/notices';
import { api } from '../../../shared/api/api';
import { queryKeys } from '../../../shared/query-keys';
import { isSignedIn } from '../../../shared/session';

/** The signed-in user's unread notices: read once a page load, and again when the socket brings one. */
export const unreadCountQuery = () =>
  queryOptions({
    queryKey: queryKeys.notices.unreadCount,
    queryFn: () => api.call(unreadCount),
    enabled: isSignedIn(),
    staleTime: 60_000,
  });

export const useUnreadCount = () => useQuery(unreadCountQuery()).data?.count ?? 0;
