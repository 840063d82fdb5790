import { and, asc, count, eq, inArray } from 'drizzle-orm';
import { liveChatMessages, liveRooms, liveRoomStaff } from '../../../db/schema/live';
import type { Db } from '../../../platform/db';
import { joinUsersOn, userDisplayColumns } from '../../account/account-reads';
import { courseTitleColumns, joinCoursesOn } from '../../learning/course-reads';

export type NewRoom = Omit<typeof liveRooms.$inferInsert, 'id'>;
export type RoomStaffMember = { userId: number; role: 'teacher' | 'moderator' };

/** Rooms for the console, in the header's order, with their course's title. */
export const listConsoleRoomRows = (db: Db, ids?: number[]) =>
  db
    .select({ room: liveRooms, course: courseTitleColumns })
    .from(liveRooms)
    .leftJoin(...joinCoursesOn(liveRooms.courseId))
    .where(ids ? inArray(liveRooms.id, ids) : undefined)
    .orderBy(asc(liveRooms.sort), asc(liveRooms.id));

/** The rooms' teachers and moderators with their nicknames, the first appointed first. */
export const listStaffOf = (db: Db, roomIds: number[]) =>
  db
    .select({ roomId: liveRoomStaff.roomId, role: liveRoomStaff.role, user: userDisplayColumns })
    .from(liveRoomStaff)
    .innerJoin(...joinUsersOn(liveRoomStaff.userId))
    .where(inArray(liveRoomStaff.roomId, roomIds.length ? roomIds : [0]))
    .orderBy(asc(liveRoomStaff.userId));

/** The rooms a user teaches in (staff role teacher). */
export const listRoomIdsTaughtBy = async (db: Db, userId: number) =>
  (
    await db
      .select({ roomId: liveRoomStaff.roomId })
      .from(liveRoomStaff)
      .where(and(eq(liveRoomStaff.userId, userId), eq(liveRoomStaff.role, 'teacher')))
  ).map((row) => row.roomId);

/** Messages said in each room (removed ones too: they are the chat's record). */
export const countMessagesOf = (db: Db, roomIds: number[]) =>
  db
    .select({ roomId: liveChatMessages.roomId, messages: count() })
    .from(liveChatMessages)
    .where(inArray(liveChatMessages.roomId, roomIds.length ? roomIds : [0]))
    .groupBy(liveChatMessages.roomId);

export async function insertRoom(tx: Db, room: NewRoom) {
  const [row] = await tx.insert(liveRooms).values(room).returning({ id: liveRooms.id });
  return row!.id;
}

/** Writes a room's fields; false when there is no such room. */
export async function updateRoomRow(tx: Db, roomId: number, room: NewRoom) {
  const updated = await tx.update(liveRooms).set(room).where(eq(liveRooms.id, roomId)).returning({ id: liveRooms.id });
  return updated.length > 0;
}

/** Makes the room's staff exactly these users in these roles. */
export async function replaceStaff(tx: Db, roomId: number, staff: RoomStaffMember[]) {
  await tx.delete(liveRoomStaff).where(eq(liveRoomStaff.roomId, roomId));
  if (staff.length) await tx.insert(liveRoomStaff).values(staff.map((member) => ({ roomId, ...member })));
}

export async function deleteRoomRow(tx: Db, roomId: number) {
  await tx.delete(liveRooms).where(eq(liveRooms.id, roomId));
}

/** Locks a room's row for a change and says whether it has any chat (a deletion would lose it). */
export async function lockRoomForChange(tx: Db, roomId: number) {
  const [room] = await tx.select({ id: liveRooms.id }).from(liveRooms).where(eq(liveRooms.id, roomId)).for('update');
  if (!room) return null;
  const [said] = await countMessagesOf(tx, [roomId]);
  return { hasChat: (said?.messages ?? 0) > 0 };
}
