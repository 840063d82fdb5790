import { sql } from 'drizzle-orm';
import { check, date, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './account';

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

/**
 * Uses bought with V粒 (`/api/finance/exchangeSearchCount`), per user and kind (bbas, view_data, ai).
 * They are spent after the day's free ones and do not lapse at midnight; the check keeps them whole.
 */
export const boughtQuotaUses = pgTable(
  'bought_quota_uses',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tag: text('tag').notNull(),
    remaining: integer('remaining').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.tag] }),
    check('bought_quota_uses_not_negative', sql`${t.remaining} >= 0`),
  ],
);

/** What one use of each kind costs in V粒 (the exchange rule); operators change it here. */
export const quotaExchangePrices = pgTable('quota_exchange_prices', {
  tag: text('tag').primaryKey(),
  priceVli: integer('price_vli').notNull(),
});
