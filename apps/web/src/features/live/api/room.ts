import { queryOptions, useQuery } from '@tanstack/react-query';
import { getRoomInfo } from '@vce/contract/live';
import { api } from '../../../shared/api/api';
import { queryKeys } from '../../../shared/query-keys';

/** /live?id=: the room for the caller (a refusal goes to /liveReject through the shared handling). */
export const roomInfoQueryOptions = (id: number) =>
  queryOptions({
    queryKey: queryKeys.live.room(id),
    queryFn: () => api.call(getRoomInfo, { id }),
    // The stream's address is signed for hours; the counts come over the socket.
    staleTime: 5 * 60_000,
    // A refusal (4003) is shown and acted on once: not asked again when the page mounts after the prefetch.
    retry: false,
    retryOnMount: false,
  });

export const useRoomInfo = (id: number) => useQuery(roomInfoQueryOptions(id));
