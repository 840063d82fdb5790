import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './account';

/**
 * A user's notices: what the notification socket pushed to them, kept so that one sent while they
 * were away is still theirs (the bell and its unread count read these). `type` and `message_type`
 * are the socket's (contract notices.ts), `content` its `{content}` object.
 */
export const notices = pgTable(
  'notices',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    messageType: text('message_type').notNull(),
    content: jsonb('content').$type<{ content: string }>().notNull(),
    /**
     * What the notice is about (`community_post:12`, `community_comment:34`): when that is deleted or
     * hidden, the notice goes with it.
     */
    subjects: text('subjects')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** The page it is about (a post, a live session), where the bell's entry leads; empty for none. */
    link: text('link').notNull().default(''),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('notices_user').on(t.userId, t.id),
    index('notices_subjects').using('gin', t.subjects),
    index('notices_unread')
      .on(t.userId)
      .where(sql`${t.readAt} is null`),
  ],
);
