import { createAdminRoom, deleteAdminRoom, listAdminRooms, updateAdminRoom } from '@vce/contract/admin-live-rooms';
import type { FastifyInstance } from 'fastify';
import { createRoom, deleteRoom, readRoomsForConsole, updateRoom } from '../live/rooms/room-editing-service';
import { Audited, registerAdminCall } from './admin-calls';
import { changedFields } from './settings-service';

/** 直播间管理: the live rooms, their programme, access and staff; each change audited with the room before and after. */
export function liveRoomRoutes(app: FastifyInstance) {
  registerAdminCall(app, listAdminRooms, async () => ({ list: await readRoomsForConsole(app) }));
  registerAdminCall(app, createAdminRoom, async ({ body }) => {
    const room = await createRoom(app, body);
    return new Audited(room, { target: room.id, before: null, after: room });
  });
  registerAdminCall(app, updateAdminRoom, async ({ body: { id, ...fields } }) => {
    const { before, after } = await updateRoom(app, id, fields);
    return new Audited(after, { target: id, ...changedFields(before, after) });
  });
  registerAdminCall(app, deleteAdminRoom, async ({ body }) => {
    const before = await deleteRoom(app, body.id);
    return new Audited({ list: await readRoomsForConsole(app) }, { target: body.id, before, after: null });
  });
}
