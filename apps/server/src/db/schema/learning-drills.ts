import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import type { KlineBar } from '@vce/contract/market';
import { users } from './account';

/**
 * K-line drills: each keeps the bars it was made from (those shown and those to reveal), so that a
 * drill is scored on what the learner saw whatever the market stores later, and revealing a bar is
 * one row read and one update.
 */
export const trainingDrills = pgTable(
  'training_drills',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    symbol: text('symbol').notNull(),
    /** 1d | 60m. */
    period: text('period').notNull(),
    blind: boolean('blind').notNull(),
    bars: jsonb('bars').$type<KlineBar[]>().notNull(),
    /** Bars before the hidden point; the rest are revealed one by one. */
    shown: integer('shown').notNull(),
    revealed: integer('revealed').notNull().default(0),
    /** deciding | revealing | finished. */
    status: text('status').notNull().default('deciding'),
    /** long | short | wait, once decided. */
    side: text('side'),
    stop: doublePrecision('stop'),
    entryPrice: doublePrecision('entry_price'),
    exitPrice: doublePrecision('exit_price'),
    /** stop | close. */
    exitKind: text('exit_kind'),
    ticks: integer('ticks'),
    moveTicks: integer('move_ticks'),
    /** Profit of one lot in fen: the tick value times the ticks, kept exact. */
    moneyCents: integer('money_cents'),
    correct: boolean('correct'),
    score: integer('score'),
    /** The learner's run of correct calls once this one was scored. */
    streak: integer('streak'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    index('training_drills_user').on(t.userId, t.status),
    index('training_drills_finished').on(t.finishedAt),
    check('training_drills_revealed', sql`${t.revealed} >= 0`),
  ],
);

/** Each learner's totals and streaks, moved once per finished drill (under the drill's row guard). */
export const trainingStandings = pgTable('training_standings', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  drills: integer('drills').notNull().default(0),
  correct: integer('correct').notNull().default(0),
  score: integer('score').notNull().default(0),
  streak: integer('streak').notNull().default(0),
  bestStreak: integer('best_streak').notNull().default(0),
});
