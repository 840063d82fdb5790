import { and, asc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { liveRoomInvites, liveRooms, liveRoomStaff } from '../../../db/schema/live';
import type { Db } from '../../../platform/db';

export type RoomRow = typeof liveRooms.$inferSelect;

/** Every room, in the operators' order (the header's Live dropdown and the home page's carousel). */
export const listRoomRows = (db: Db) => db.select().from(liveRooms).orderBy(asc(liveRooms.sort), asc(liveRooms.id));

export async function findRoom(db: Db, roomId: number) {
  const [room] = await db.select().from(liveRooms).where(eq(liveRooms.id, roomId));
  return room;
}

/** The caller's role in a room's staff (teacher, moderator), or null. */
export async function findStaffRole(db: Db, roomId: number, userId: number) {
  const [row] = await db
    .select({ role: liveRoomStaff.role })
    .from(liveRoomStaff)
    .where(and(eq(liveRoomStaff.roomId, roomId), eq(liveRoomStaff.userId, userId)));
  return row?.role ?? null;
}

export async function isInvited(db: Db, roomId: number, userId: number) {
  const [row] = await db
    .select({ userId: liveRoomInvites.userId })
    .from(liveRoomInvites)
    .where(and(eq(liveRoomInvites.roomId, roomId), eq(liveRoomInvites.userId, userId)));
  return row !== undefined;
}

/** One more like; answers the room's count after it. */
export async function addRoomLike(db: Db, roomId: number) {
  const [row] = await db
    .update(liveRooms)
    .set({ likes: sql`${liveRooms.likes} + 1` })
    .where(eq(liveRooms.id, roomId))
    .returning({ likes: liveRooms.likes });
  return row?.likes ?? 0;
}

export async function updateRoomChatSettings(
  db: Db,
  roomId: number,
  settings: { pinnedSeq?: number | null; slowModeSeconds?: number },
) {
  await db.update(liveRooms).set(settings).where(eq(liveRooms.id, roomId));
}

/** Whether a user teaches in any room: the circle's posters. */
export async function isTeacher(db: Db, userId: number) {
  const [row] = await db
    .select({ userId: liveRoomStaff.userId })
    .from(liveRoomStaff)
    .where(and(eq(liveRoomStaff.userId, userId), eq(liveRoomStaff.role, 'teacher')))
    .limit(1);
  return row !== undefined;
}

/** Makes a user a room's teacher or moderator (or changes which). */
export async function setRoomStaff(db: Db, staff: { roomId: number; userId: number; role: 'teacher' | 'moderator' }) {
  await db
    .insert(liveRoomStaff)
    .values(staff)
    .onConflictDoUpdate({ target: [liveRoomStaff.roomId, liveRoomStaff.userId], set: { role: staff.role } });
}

/** Marks a room on air; false when another run marked it first (its followers are told once). */
export async function markOnAir(tx: Db, roomId: number, at: Date) {
  const marked = await tx
    .update(liveRooms)
    .set({ onAirSince: at })
    .where(and(eq(liveRooms.id, roomId), isNull(liveRooms.onAirSince)))
    .returning({ id: liveRooms.id });
  return marked.length > 0;
}

export async function markOffAir(db: Db, roomId: number) {
  await db
    .update(liveRooms)
    .set({ onAirSince: null })
    .where(and(eq(liveRooms.id, roomId), isNotNull(liveRooms.onAirSince)));
}

/** A room's teachers' user ids, the first appointed first (the one the room's page offers to ask). */
export async function listTeacherIds(db: Db, roomId: number) {
  const rows = await db
    .select({ userId: liveRoomStaff.userId })
    .from(liveRoomStaff)
    .where(and(eq(liveRoomStaff.roomId, roomId), eq(liveRoomStaff.role, 'teacher')))
    .orderBy(asc(liveRoomStaff.userId));
  return rows.map((row) => row.userId);
}
