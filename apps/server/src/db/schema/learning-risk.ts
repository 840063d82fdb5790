import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './account';

/**
 * Risk education: the suitability material a futures site carries (leverage and margin calls, limit
 * moves, night sessions, the delivery month, forced liquidation), each an article or a video with a
 * short quiz. Free to all.
 */
export const riskItems = pgTable('risk_items', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  summary: text('summary').notNull(),
  /** article | video. */
  kind: text('kind').notNull(),
  contentHtml: text('content_html').notNull(),
  /** A video item's HLS files in the media storage (`lessons/<mediaKey>/…`). */
  mediaKey: text('media_key'),
  minutes: integer('minutes').notNull(),
  /** Correct answers an attempt needs to pass. */
  passMark: integer('pass_mark').notNull(),
  sort: integer('sort').notNull().default(0),
});

export const riskQuestions = pgTable(
  'risk_questions',
  {
    id: serial('id').primaryKey(),
    itemId: integer('item_id')
      .notNull()
      .references(() => riskItems.id, { onDelete: 'cascade' }),
    prompt: text('prompt').notNull(),
    options: text('options').array().notNull(),
    /** The right option's index in `options`. */
    answer: integer('answer').notNull(),
    explanation: text('explanation').notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('risk_questions_item').on(t.itemId, t.sort)],
);

/** Every quiz attempt, kept: who, which item, the options chosen and the score. */
export const riskQuizAttempts = pgTable(
  'risk_quiz_attempts',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    itemId: integer('item_id')
      .notNull()
      .references(() => riskItems.id, { onDelete: 'cascade' }),
    answers: jsonb('answers').$type<number[]>().notNull(),
    score: integer('score').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('risk_quiz_attempts_user').on(t.userId, t.itemId),
    check('risk_quiz_attempts_score', sql`${t.score} >= 0`),
  ],
);

/** Items a user completed: the first passing attempt's time, once per user and item. */
export const riskPasses = pgTable(
  'risk_passes',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    itemId: integer('item_id')
      .notNull()
      .references(() => riskItems.id, { onDelete: 'cascade' }),
    passedAt: timestamp('passed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.itemId] })],
);
