import { createAdminRoom, deleteAdminRoom, listAdminRooms, updateAdminRoom } from '@vce/contract/admin-live-rooms';
import type { FastifyInstance } from 'fastify';
import type { AdminAction } from '@vce/contract/admin';
import {
  createRoom,
  deleteRoom,
  everyRoom,
  readRoomsForConsole,
  readScopedRoomsForConsole,
  type RoomScope,
  updateRoom,
} from '../live/rooms/room-editing-service';
import { Audited, registerAdminCall } from './admin-calls';
import { allows } from './permissions';
import type { ConsoleCaller } from './session-service';
import { changedFields } from './settings-service';

/** The rooms a caller reaches with an action: all when a role other than teacher grants it, else those they teach in. */
const scopeOf = (caller: ConsoleCaller, action: AdminAction): RoomScope =>
  allows(
    caller.roles.filter((role) => role !== 'teacher'),
    'live_rooms',
    action,
  )
    ? everyRoom
    : { teacherUserId: caller.userId };

/** 直播间管理: the live rooms, their programme, access and staff; each change audited with the room before and after. */
export function liveRoomRoutes(app: FastifyInstance) {
  registerAdminCall(app, listAdminRooms, async ({ caller }) => ({
    list: await readScopedRoomsForConsole(app, scopeOf(caller, 'list')),
  }));
  registerAdminCall(app, createAdminRoom, async ({ body }) => {
    const room = await createRoom(app, body);
    return new Audited(room, { target: room.id, before: null, after: room });
  });
  registerAdminCall(app, updateAdminRoom, async ({ body: { id, ...fields }, caller }) => {
    const { before, after } = await updateRoom(app, id, fields, scopeOf(caller, 'edit'));
    return new Audited(after, { target: id, ...changedFields(before, after) });
  });
  registerAdminCall(app, deleteAdminRoom, async ({ body }) => {
    const before = await deleteRoom(app, body.id);
    return new Audited({ list: await readRoomsForConsole(app) }, { target: body.id, before, after: null });
  });
}
