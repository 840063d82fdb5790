import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, serial, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './account';

/**
 * Questions to the assistant and their answers (spec 001 §3 chat items). A signed-in asker's rows
 * carry the user; a guest's carry only the visitor id, so each sees only their own history.
 * The answer is kept as markdown and rendered to sanitised html when read.
 */
export const assistantChats = pgTable(
  'assistant_chats',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    /** vce-tourist-uuid of the asker ('' when a signed-in client sent none). */
    visitor: text('visitor').notNull(),
    /** Groups a question with its follow-ups; the engine reads the session's earlier turns. */
    sessionId: text('session_id').notNull(),
    prompt: text('prompt').notNull(),
    answer: text('answer').notNull().default(''),
    /** The deep-think text: the steps the engine took. */
    thoughts: text('thoughts').notNull().default(''),
    probeItems: jsonb('probe_items').$type<string[]>().notNull().default([]),
    /** Questions the answer cost: 0 for a member, 1 otherwise (given back when the answer fails). */
    cost: smallint('cost').notNull(),
    /** streaming → finished (also when the asker stopped it) | failed. */
    state: text('state').notNull().default('streaming'),
    /** Whether a membership ran when asked (history's is_vip). */
    isMember: boolean('is_member').notNull().default(false),
    /** null none, 1 liked, 0 disliked. */
    isLike: smallint('is_like'),
    feedbackType: text('feedback_type'),
    feedbackContent: text('feedback_content'),
    /** Which engine answered (builtin, or the model's name). */
    engine: text('engine').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('assistant_chats_user').on(t.userId, t.id),
    index('assistant_chats_visitor')
      .on(t.visitor, t.id)
      .where(sql`${t.userId} is null`),
    index('assistant_chats_session').on(t.sessionId, t.id),
    check('assistant_chats_state', sql`${t.state} in ('streaming', 'finished', 'failed')`),
  ],
);

/** The FAQ card ("猜你想问"): series of questions, in order, that operators edit. */
export const assistantFaqSeries = pgTable('assistant_faq_series', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  questions: jsonb('questions').$type<string[]>().notNull(),
  sort: integer('sort').notNull().default(0),
});

/**
 * Short lessons the assistant answers concept questions with (什么是基差, 保证金怎么算…), written
 * for this product; found by their keywords. `link` points to a page that goes further.
 */
export const assistantLessons = pgTable('assistant_lessons', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  keywords: jsonb('keywords').$type<string[]>().notNull(),
  body: text('body').notNull(),
  link: text('link'),
  sort: integer('sort').notNull().default(0),
});
