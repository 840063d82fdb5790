import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { users } from './account';
import { courses } from './learning';

/** A weekly slot a room is on air, in Beijing time: weekdays 1 (Monday) … 7, `HH:MM` to `HH:MM` (24:00 ends the day). */
export interface RoomSlot {
  days: number[];
  from: string;
  to: string;
}

export const liveRooms = pgTable(
  'live_rooms',
  {
    id: serial('id').primaryKey(),
    /** Room kind, passed on in links: 1 public room, 2 member room, 3 course room. */
    type: smallint('type').notNull().default(1),
    name: text('name').notNull(),
    /** 1 live now, 0 not live, -1 not open yet (敬请期待). With a schedule, 1 and 0 follow it. */
    liveStatus: smallint('live_status').notNull().default(0),
    image: text('image').notNull().default(''),
    sort: integer('sort').notNull().default(0),
    /** public, members, course (owners of `courseId`), invited (live_room_invites). */
    access: text('access').notNull().default('public'),
    courseId: integer('course_id').references(() => courses.id, { onDelete: 'set null' }),
    teacherName: text('teacher_name').notNull().default(''),
    teacherTitle: text('teacher_title').notNull().default(''),
    teacherAvatar: text('teacher_avatar').notNull().default(''),
    announcement: text('announcement').notNull().default(''),
    rules: text('rules').notNull().default(''),
    /** When it is on air; null: live_status as the operators set it. */
    schedule: jsonb('schedule').$type<RoomSlot[]>(),
    /** What is on air (the programme's title). */
    nowPlaying: text('now_playing').notNull().default(''),
    /** An origin or CDN pull URL (HLS); null: the server's own stream (the builtin source). */
    streamUrl: text('stream_url'),
    /** The last chat message's number: the next takes it plus one, under this row's lock. */
    chatSeq: integer('chat_seq').notNull().default(0),
    pinnedSeq: integer('pinned_seq'),
    likes: integer('likes').notNull().default(0),
    slowModeSeconds: integer('slow_mode_seconds').notNull().default(0),
    /** Since when it has been on air as its schedule says (the go-live job's mark: followers are told once). */
    onAirSince: timestamp('on_air_since', { withTimezone: true }),
  },
  (t) => [check('live_rooms_access', sql`${t.access} in ('public', 'members', 'course', 'invited')`)],
);

/** A room's teacher and moderators: they pin, remove and mute, and are exempt from the chat's limits. */
export const liveRoomStaff = pgTable(
  'live_room_staff',
  {
    roomId: integer('room_id')
      .notNull()
      .references(() => liveRooms.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.roomId, t.userId] }),
    check('live_room_staff_role', sql`${t.role} in ('teacher', 'moderator')`),
  ],
);

/** Who an invitation-only room lets in. */
export const liveRoomInvites = pgTable(
  'live_room_invites',
  {
    roomId: integer('room_id')
      .notNull()
      .references(() => liveRooms.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.roomId, t.userId] })],
);

/**
 * A room's chat, numbered per room (`seq`). The speaker's name, avatar and badges are kept as they
 * were when it was said, as chat rooms show them; a removed message stays for the record.
 */
export const liveChatMessages = pgTable(
  'live_chat_messages',
  {
    roomId: integer('room_id')
      .notNull()
      .references(() => liveRooms.id, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    nickname: text('nickname').notNull(),
    avatar: text('avatar').notNull(),
    level: smallint('level').notNull(),
    isVip: boolean('is_vip').notNull(),
    kind: text('kind').notNull(),
    content: text('content').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    removedAt: timestamp('removed_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.roomId, t.seq] }),
    index('live_chat_messages_user').on(t.userId, t.createdAt),
    check('live_chat_messages_kind', sql`${t.kind} in ('chat', 'question', 'teacher')`),
  ],
);

/** A viewer muted in a room until a time. */
export const liveChatMutes = pgTable(
  'live_chat_mutes',
  {
    roomId: integer('room_id')
      .notNull()
      .references(() => liveRooms.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    until: timestamp('until', { withTimezone: true }).notNull(),
    byUserId: integer('by_user_id').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [primaryKey({ columns: [t.roomId, t.userId] })],
);

/**
 * Minutes of live-room watching a user holds (the daily gift adds them; the live rooms spend them),
 * never below zero.
 */
export const liveWatchMinutes = pgTable(
  'live_watch_minutes',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    minutesLeft: integer('minutes_left').notNull().default(0),
  },
  (t) => [check('live_watch_minutes_not_negative', sql`${t.minutesLeft} >= 0`)],
);

/** The daily live-time gifts received: one per account and Beijing day (the primary key). */
export const liveTimeGrants = pgTable(
  'live_time_grants',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    day: text('day').notNull(),
    minutes: integer('minutes').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.day] })],
);

/**
 * A moderator's mute (the console's 禁言): the user may not speak in any room's chat nor comment in
 * the circle until `until`. One row per user, replaced by a new mute; a room's own mutes are
 * `live_chat_mutes`.
 */
export const liveMutes = pgTable(
  'live_mutes',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    until: timestamp('until', { withTimezone: true }).notNull(),
    reason: text('reason').notNull(),
    byUserId: integer('by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('live_mutes_until').on(t.until)],
);
