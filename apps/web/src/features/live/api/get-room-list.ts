import { queryOptions, useQuery } from '@tanstack/react-query';
import { getRoomList } from '@vce/contract/live';
import { api } from '../../../shared/api/api';
import { afterFirstPaint } from '../../../shared/first-paint';
import { queryKeys } from '../../../shared/query-keys';

/** The live rooms, asked for once the page has first shown content: the header's live badge can wait for it. */
export const roomListQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.live.rooms,
    queryFn: () => afterFirstPaint(() => api.call(getRoomList)),
    staleTime: 30_000,
  });

export const useRoomList = () => useQuery(roomListQueryOptions());
