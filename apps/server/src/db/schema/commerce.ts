import { date, integer, pgTable, serial, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './account';

/** Daily sign-ins: one row per user and Beijing calendar day; the unique index makes signing idempotent. */
export const dailySignins = pgTable(
  'daily_signins',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    /** Consecutive days ending on this one, fixed when the row is written. */
    streak: integer('streak').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('daily_signins_once_a_day').on(t.userId, t.day)],
);
