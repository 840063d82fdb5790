import { useQuery } from '@tanstack/react-query';
import { getRoomInfo } from '@vce/contract/live';
import { api } from '../../../shared/api/api';
import { queryKeys } from '../../../shared/query-keys';

/** /live?id=: the room for the caller (a refusal goes to /liveReject through the shared handling). */
export const useRoomInfo = (id: number | null) =>
  useQuery({
    queryKey: queryKeys.live.room(id),
    queryFn: () => api.call(getRoomInfo, { id: id! }),
    enabled: id !== null,
    // The stream's address is signed for hours; the counts come over the socket.
    staleTime: 5 * 60_000,
    retry: false,
  });
