import { type Column, eq } from 'drizzle-orm';
import { liveRooms } from '../../db/schema/live';

/**
 * What another area may show of a live room beside its own rows (a live course's room and its link),
 * and the join that brings it: `.leftJoin(...joinRoomsOn(t.roomId))`. Reading only.
 */
export const liveRoomColumns = { id: liveRooms.id, type: liveRooms.type, name: liveRooms.name };

export const joinRoomsOn = (roomIdColumn: Column) => [liveRooms, eq(liveRooms.id, roomIdColumn)] as const;
