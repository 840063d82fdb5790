import { date, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
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

/**
 * Free daily searches (BBAS, view data) used by guests and non-members: one row per subject, kind,
 * symbol and Beijing day, so looking at the same symbol again the same day costs nothing.
 */
export const searchQuotaUses = pgTable(
  'search_quota_uses',
  {
    id: serial('id').primaryKey(),
    day: date('day', { mode: 'string' }).notNull(),
    /** `u:<user id>` for a member of the site, `v:<visitor uuid>` for a guest. */
    subject: text('subject').notNull(),
    tag: text('tag').notNull(),
    symbol: text('symbol').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('search_quota_uses_once').on(t.day, t.subject, t.tag, t.symbol)],
);
