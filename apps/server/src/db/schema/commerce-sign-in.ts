import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
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

/** The V粒 of each day of a sign-in run (day 1, 2 …); past the last row, the last row's. Operators edit it. */
export const signInRewards = pgTable('sign_in_rewards', {
  runDay: integer('run_day').primaryKey(),
  points: integer('points').notNull(),
});

/**
 * The lucky draw's prizes: what each is (V粒, VIP days, or nothing: 谢谢参与), how likely (weight), and
 * its stock per Beijing day and in all (null: unlimited). `totalLeft` only goes down, by guarded updates.
 */
export const drawPrizes = pgTable('draw_prizes', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  /** vli | vip_days | none (contract `PrizeKind`). */
  kind: text('kind').notNull(),
  /** V粒 or days of membership; 0 for nothing. */
  amount: integer('amount').notNull().default(0),
  weight: integer('weight').notNull(),
  dailyStock: integer('daily_stock'),
  totalLeft: integer('total_left'),
  sort: integer('sort').notNull().default(0),
});

/** Prizes drawn per Beijing day, for the daily stock (a guarded increment, never past the stock). */
export const drawPrizeDays = pgTable(
  'draw_prize_days',
  {
    prizeId: integer('prize_id')
      .notNull()
      .references(() => drawPrizes.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    drawn: integer('drawn').notNull(),
  },
  (t) => [primaryKey({ columns: [t.prizeId, t.day] })],
);

/** Draw chances not yet used (one per sign-in); the check keeps a chance from being used twice. */
export const drawChances = pgTable(
  'draw_chances',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    remaining: integer('remaining').notNull(),
  },
  (t) => [check('draw_chances_not_negative', sql`${t.remaining} >= 0`)],
);

/** Every draw and what it won, for the history. */
export const drawLog = pgTable(
  'draw_log',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    prizeId: integer('prize_id').references(() => drawPrizes.id, { onDelete: 'set null' }),
    /** The prize as it was when drawn. */
    prizeName: text('prize_name').notNull(),
    kind: text('kind').notNull(),
    amount: integer('amount').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('draw_log_user').on(t.userId, t.id)],
);
