import { sql } from 'drizzle-orm';
import { index, integer, pgTable, timestamp } from 'drizzle-orm/pg-core';
import { communityComments } from './community-comments';
import { communityPosts } from './community';

/**
 * Questions: posts asking for an answer, with a V粒 bounty held from the asker until it is settled —
 * paid to the accepted answer's author (`accepted_comment_id`), or given back after `deadline`
 * (`refunded_at`). `settled_at` is written once, by whichever comes first.
 */
export const communityQuestions = pgTable(
  'community_questions',
  {
    postId: integer('post_id')
      .primaryKey()
      .references(() => communityPosts.id, { onDelete: 'cascade' }),
    bounty: integer('bounty').notNull(),
    deadline: timestamp('deadline', { withTimezone: true }).notNull(),
    acceptedCommentId: integer('accepted_comment_id').references(() => communityComments.id, { onDelete: 'set null' }),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [
    index('community_questions_open')
      .on(t.deadline)
      .where(sql`${t.settledAt} is null`),
  ],
);
