import { and, asc, desc, eq, gte, inArray, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import { learningTeachers } from '../../../db/schema/learning';
import { liveBookings, liveCourses, liveSessions } from '../../../db/schema/learning-live';
import type { Db } from '../../../platform/db';
import { joinRoomsOn, liveRoomColumns } from '../../live/room-reads';

export type LiveCourseRow = typeof liveCourses.$inferSelect;

const sessionColumns = {
  session: liveSessions,
  course: liveCourses,
  teacher: { name: learningTeachers.name, avatar: learningTeachers.avatar },
  room: liveRoomColumns,
};

/** Sessions with their course, teacher and room, soonest first. */
function selectSessions(db: Db) {
  return db
    .select(sessionColumns)
    .from(liveSessions)
    .innerJoin(liveCourses, eq(liveCourses.id, liveSessions.liveCourseId))
    .innerJoin(learningTeachers, eq(learningTeachers.id, liveCourses.teacherId))
    .leftJoin(...joinRoomsOn(liveCourses.roomId))
    .orderBy(asc(liveSessions.startsAt), asc(liveSessions.id));
}
export type SessionRow = Awaited<ReturnType<typeof selectSessions>>[number];

export const listSessionsBetween = (db: Db, from: Date, to: Date) =>
  selectSessions(db).where(and(gte(liveSessions.startsAt, from), lte(liveSessions.startsAt, to)));

export const listSessionsOf = (db: Db, liveCourseId: number) =>
  selectSessions(db).where(eq(liveSessions.liveCourseId, liveCourseId));

export const findSession = async (db: Db, id: number) =>
  (await selectSessions(db).where(eq(liveSessions.id, id)))[0] ?? null;

/** The latest session held in a room whose replay is published: the lesson and its course. */
export async function findLatestReplayIn(db: Db, roomId: number) {
  const [row] = await db
    .select({ lessonId: liveSessions.replayLessonId, courseId: liveCourses.replayCourseId })
    .from(liveSessions)
    .innerJoin(liveCourses, eq(liveCourses.id, liveSessions.liveCourseId))
    .where(
      and(
        eq(liveCourses.roomId, roomId),
        isNotNull(liveSessions.replayLessonId),
        isNotNull(liveCourses.replayCourseId),
      ),
    )
    .orderBy(desc(liveSessions.startsAt))
    .limit(1);
  return row?.lessonId && row.courseId ? { course_id: row.courseId, lesson_id: row.lessonId } : null;
}

export async function findLiveCourse(db: Db, id: number) {
  const [row] = await db
    .select({ course: liveCourses, teacher: learningTeachers })
    .from(liveCourses)
    .innerJoin(learningTeachers, eq(learningTeachers.id, liveCourses.teacherId))
    .where(eq(liveCourses.id, id));
  return row ?? null;
}

/** Of these sessions, the ones the user booked. */
export async function bookedAmong(db: Db, userId: number | null, sessionIds: number[]) {
  if (userId === null || sessionIds.length === 0) return new Set<number>();
  const rows = await db
    .select({ sessionId: liveBookings.sessionId })
    .from(liveBookings)
    .where(and(eq(liveBookings.userId, userId), inArray(liveBookings.sessionId, sessionIds)));
  return new Set(rows.map((row) => row.sessionId));
}

/**
 * Books or unbooks, moving the session's count only when the booking row itself changed: a repeated
 * booking (another tab, a double click) counts once.
 */
export async function setBooking(tx: Db, input: { userId: number; sessionId: number; booked: boolean }) {
  const changed = input.booked
    ? await tx.insert(liveBookings).values(input).onConflictDoNothing().returning({ userId: liveBookings.userId })
    : await tx
        .delete(liveBookings)
        .where(and(eq(liveBookings.userId, input.userId), eq(liveBookings.sessionId, input.sessionId)))
        .returning({ userId: liveBookings.userId });
  const step = changed.length === 0 ? 0 : input.booked ? 1 : -1;
  const [session] = await tx
    .update(liveSessions)
    .set({ bookings: sql`${liveSessions.bookings} + ${step}` })
    .where(eq(liveSessions.id, input.sessionId))
    .returning({ bookings: liveSessions.bookings });
  return session?.bookings ?? 0;
}

/** Bookings of sessions starting before `until` (and not yet started) whose booker was not reminded. */
export function listDueReminders(db: Db, now: Date, until: Date) {
  return db
    .select({ userId: liveBookings.userId, sessionId: liveBookings.sessionId })
    .from(liveBookings)
    .innerJoin(liveSessions, eq(liveSessions.id, liveBookings.sessionId))
    .where(and(isNull(liveBookings.remindedAt), gte(liveSessions.startsAt, now), lte(liveSessions.startsAt, until)));
}

/** Claims one reminder: true for the one run (of any process) that marks it. */
export async function claimReminder(db: Db, input: { userId: number; sessionId: number }) {
  const claimed = await db
    .update(liveBookings)
    .set({ remindedAt: new Date() })
    .where(
      and(
        eq(liveBookings.userId, input.userId),
        eq(liveBookings.sessionId, input.sessionId),
        isNull(liveBookings.remindedAt),
      ),
    )
    .returning({ userId: liveBookings.userId });
  return claimed.length === 1;
}

export const listWeeklyCourses = (db: Db) =>
  db
    .select()
    .from(liveCourses)
    .where(sql`${liveCourses.weekday} is not null`);

/** Adds the sessions a weekly course lacks: a start already held is kept as it is. */
export async function addSessions(db: Db, sessions: (typeof liveSessions.$inferInsert)[]) {
  if (sessions.length) await db.insert(liveSessions).values(sessions).onConflictDoNothing();
}

/** Ended sessions with a recording and no replay lesson yet. */
export const listUnpublishedReplays = (db: Db, now: Date) =>
  selectSessions(db).where(
    and(
      isNull(liveSessions.replayLessonId),
      sql`${liveSessions.recordingKey} is not null`,
      sql`${liveSessions.startsAt} + make_interval(mins => ${liveSessions.minutes}) <= ${now}`,
    ),
  );
