import { boolean, index, integer, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './account';
import { communityPosts } from './community';

/** A post's poll: single or multiple choice, open until `closes_at`. */
export const communityPolls = pgTable('community_polls', {
  postId: integer('post_id')
    .primaryKey()
    .references(() => communityPosts.id, { onDelete: 'cascade' }),
  multiple: boolean('multiple').notNull(),
  closesAt: timestamp('closes_at', { withTimezone: true }).notNull(),
  /** Users who have voted, kept with the ballots in the same transaction. */
  voterCount: integer('voter_count').notNull().default(0),
});

/** A poll's options in their order, each with its votes kept with the ballots. */
export const communityPollOptions = pgTable(
  'community_poll_options',
  {
    id: serial('id').primaryKey(),
    postId: integer('post_id')
      .notNull()
      .references(() => communityPolls.postId, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    text: text('text').notNull(),
    votes: integer('votes').notNull().default(0),
  },
  (t) => [index('community_poll_options_poll').on(t.postId, t.position)],
);

/**
 * One ballot per user and poll (the key holds it under concurrent clicks), with the options it
 * chose: one, or several in a multiple-choice poll.
 */
export const communityPollBallots = pgTable(
  'community_poll_ballots',
  {
    postId: integer('post_id')
      .notNull()
      .references(() => communityPolls.postId, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    optionIds: integer('option_ids').array().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.postId, t.userId] }),
    index('community_poll_ballots_user_day').on(t.userId, t.createdAt),
  ],
);
