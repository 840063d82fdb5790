import { queryOptions, useQuery } from '@tanstack/react-query';
import { getRoomList } from '@vce/contract/live';
import { api } from '../../../shared/api/api';

export const roomListQueryOptions = () =>
  queryOptions({ queryKey: ['live', 'rooms'], queryFn: () => api.call(getRoomList), staleTime: 30_000 });

export const useRoomList = () => useQuery(roomListQueryOptions());
