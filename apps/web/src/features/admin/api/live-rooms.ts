import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type AdminRoomFields,
  createAdminRoom,
  deleteAdminRoom,
  listAdminRooms,
  updateAdminRoom,
} from '@vce/contract/admin-live-rooms';
import { api } from '../../../shared/api/api';
import { queryClient } from '../../../shared/query-client';
import { queryKeys } from '../../../shared/query-keys';
import { adminCall, FRESH_MS } from './admin';

const roomsQuery = (call = () => adminCall(listAdminRooms, {})) =>
  queryOptions({ queryKey: queryKeys.admin.liveRooms, queryFn: call, retry: false, staleTime: FRESH_MS });

export const useLiveRooms = () => useQuery(roomsQuery());

export const prefetchLiveRooms = () =>
  queryClient.prefetchQuery(roomsQuery(() => api.call(listAdminRooms, {}, { silent: true })));

export type RoomChange =
  | { kind: 'create'; fields: AdminRoomFields }
  | { kind: 'update'; id: number; fields: AdminRoomFields }
  | { kind: 'delete'; id: number };

async function sendChange(change: RoomChange) {
  if (change.kind === 'create') await adminCall(createAdminRoom, change.fields);
  else if (change.kind === 'update') await adminCall(updateAdminRoom, { ...change.fields, id: change.id });
  else await adminCall(deleteAdminRoom, { id: change.id });
}

/** Changes a room; the list, the header's rooms and the audit log are read again. */
export function useChangeLiveRoom() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendChange,
    onSuccess: () => {
      for (const queryKey of [queryKeys.admin.liveRooms, queryKeys.live.rooms, queryKeys.admin.auditPages])
        void queryClient.invalidateQueries({ queryKey });
    },
  });
}
