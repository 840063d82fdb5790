import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './account';
import { courseLessons, courses, learningTeachers } from './learning';

/**
 * Live courses: a teacher's series held in a live room, weekly (`weekday` and `startsAt`, Beijing time,
 * the schedule job keeps the next two weeks' sessions) or as one-off sessions. Its replays are the
 * lessons of its replay course.
 */
export const liveCourses = pgTable('live_courses', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  summary: text('summary').notNull(),
  cover: text('cover').notNull(),
  teacherId: integer('teacher_id')
    .notNull()
    .references(() => learningTeachers.id),
  /** The live area's room it is held in. */
  roomId: integer('room_id'),
  /** 1 (Monday) … 7 (Sunday) for a weekly course; null for one-off sessions. */
  weekday: integer('weekday'),
  /** Beijing HH:mm of a weekly course's sessions. */
  startsAt: text('starts_at'),
  minutes: integer('minutes').notNull().default(60),
  /** Where its replays are published, as lessons. */
  replayCourseId: integer('replay_course_id').references(() => courses.id),
  sort: integer('sort').notNull().default(0),
});

export const liveSessions = pgTable(
  'live_sessions',
  {
    id: serial('id').primaryKey(),
    liveCourseId: integer('live_course_id')
      .notNull()
      .references(() => liveCourses.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    summary: text('summary').notNull().default(''),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    minutes: integer('minutes').notNull(),
    /** The recording in the media storage (`lessons/<key>/…`), once the room has one. */
    recordingKey: text('recording_key'),
    recordingSeconds: integer('recording_seconds'),
    replayLessonId: integer('replay_lesson_id').references(() => courseLessons.id),
    bookings: integer('bookings').notNull().default(0),
  },
  (t) => [
    index('live_sessions_start').on(t.startsAt),
    // One session per course and start: the schedule job may add the same week's twice.
    uniqueIndex('live_sessions_course_start').on(t.liveCourseId, t.startsAt),
    check('live_sessions_bookings', sql`${t.bookings} >= 0`),
  ],
);

/** Who booked which session, and when they were reminded (once). */
export const liveBookings = pgTable(
  'live_bookings',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sessionId: integer('session_id')
      .notNull()
      .references(() => liveSessions.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    remindedAt: timestamp('reminded_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.sessionId] }), index('live_bookings_session').on(t.sessionId)],
);
