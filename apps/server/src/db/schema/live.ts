import { sql } from 'drizzle-orm';
import { check, integer, pgTable, primaryKey, serial, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './account';

export const liveRooms = pgTable('live_rooms', {
  id: serial('id').primaryKey(),
  /** Room kind, passed on in links: 1 public room, 2 member room, 3 course room. */
  type: smallint('type').notNull().default(1),
  name: text('name').notNull(),
  /** 1 live now, 0 not live, -1 not open yet (敬请期待). */
  liveStatus: smallint('live_status').notNull().default(0),
  image: text('image').notNull().default(''),
  sort: integer('sort').notNull().default(0),
});

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
