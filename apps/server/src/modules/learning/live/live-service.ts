import type { LiveSessionCard, LiveSessionStatus } from '@vce/contract/learning-live';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../../platform/errors';
import { inTransaction } from '../../../platform/transaction';
import { unixSeconds } from '../../../platform/unix-time';
import {
  bookedAmong,
  findLatestReplayIn,
  findLiveCourse,
  findSession,
  listSessionsBetween,
  listSessionsOf,
  type SessionRow,
  setBooking,
} from './live-store';

const dayMs = 86_400_000;
/** The schedule shows the past week (their replays) and the coming two. */
const scheduleBackMs = 7 * dayMs;
const scheduleAheadMs = 14 * dayMs;
const weekdayNames = ['', '一', '二', '三', '四', '五', '六', '日'];

export function statusOf(startsAt: Date, minutes: number, now: Date): LiveSessionStatus {
  if (now < startsAt) return 'upcoming';
  return now.getTime() < startsAt.getTime() + minutes * 60_000 ? 'live' : 'ended';
}

function cardOf(row: SessionRow, booked: Set<number>, now: Date): LiveSessionCard {
  const { session, course, teacher, room } = row;
  return {
    id: session.id,
    live_course_id: course.id,
    course_title: course.title,
    title: session.title,
    teacher_name: teacher.name,
    teacher_avatar: teacher.avatar,
    start_time: unixSeconds(session.startsAt),
    minutes: session.minutes,
    status: statusOf(session.startsAt, session.minutes, now),
    bookings: session.bookings,
    booked: booked.has(session.id),
    room: room ? { id: room.id, type: room.type, name: room.name } : null,
    replay:
      session.replayLessonId !== null && course.replayCourseId !== null
        ? { course_id: course.replayCourseId, lesson_id: session.replayLessonId }
        : null,
  };
}

async function cardsOf(app: FastifyInstance, userId: number | null, rows: SessionRow[]) {
  const booked = await bookedAmong(
    app.db,
    userId,
    rows.map((row) => row.session.id),
  );
  const now = new Date();
  return rows.map((row) => cardOf(row, booked, now));
}

export async function describeSchedule(app: FastifyInstance, userId: number | null) {
  const now = Date.now();
  const rows = await listSessionsBetween(app.db, new Date(now - scheduleBackMs), new Date(now + scheduleAheadMs));
  return { list: await cardsOf(app, userId, rows) };
}

export async function describeLiveCourse(app: FastifyInstance, userId: number | null, id: number) {
  const found = await findLiveCourse(app.db, id);
  if (!found) throw AppError.reject('liveCourseUnknown');
  const { course, teacher } = found;
  return {
    id: course.id,
    title: course.title,
    summary: course.summary,
    cover: course.cover,
    schedule_text:
      course.weekday !== null && course.startsAt ? `每周${weekdayNames[course.weekday]} ${course.startsAt}` : null,
    teacher: { name: teacher.name, title: teacher.title, intro: teacher.intro, avatar: teacher.avatar },
    sessions: await cardsOf(app, userId, await listSessionsOf(app.db, id)),
  };
}

export async function describeSession(app: FastifyInstance, userId: number | null, id: number) {
  const row = await findSession(app.db, id);
  if (!row) throw AppError.reject('liveSessionUnknown');
  const [card] = await cardsOf(app, userId, [row]);
  return { ...card!, summary: row.session.summary || row.course.summary };
}

/** Books a session that has not ended, or takes a booking back; answers the session's count. */
export async function bookSession(app: FastifyInstance, userId: number, input: { id: number; booked: boolean }) {
  const row = await findSession(app.db, input.id);
  if (!row) throw AppError.reject('liveSessionUnknown');
  if (input.booked && statusOf(row.session.startsAt, row.session.minutes, new Date()) === 'ended')
    throw AppError.reject('liveSessionEnded');
  const bookings = await inTransaction(app.db, (tx) =>
    setBooking(tx, { userId, sessionId: input.id, booked: input.booked }),
  );
  return { booked: input.booked, bookings };
}

/** A live room's latest published replay (the room offers it once its stream has ended), or null. */
export const findRoomReplay = (app: FastifyInstance, roomId: number) => findLatestReplayIn(app.db, roomId);
