import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './account';

/**
 * The circle (/circle): teachers' posts and live trading notes, text with pictures and product chips;
 * `membersOnly` ones are the VIP circle's (the "thousand-person live trading circle").
 */
export const circlePosts = pgTable(
  'circle_posts',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** note: a view or lesson; trade: a live trading note (an entry, a stop, an exit). */
    kind: text('kind').notNull(),
    content: text('content').notNull(),
    images: text('images')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Product codes shown as live price chips. */
    symbols: text('symbols')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    membersOnly: boolean('members_only').notNull().default(false),
    likeCount: integer('like_count').notNull().default(0),
    commentCount: integer('comment_count').notNull().default(0),
    isDemo: boolean('is_demo').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('circle_posts_newest').on(t.id),
    check('circle_posts_kind', sql`${t.kind} in ('note', 'trade')`),
    check('circle_posts_counts', sql`${t.likeCount} >= 0 and ${t.commentCount} >= 0`),
  ],
);

export const circleComments = pgTable(
  'circle_comments',
  {
    id: serial('id').primaryKey(),
    postId: integer('post_id')
      .notNull()
      .references(() => circlePosts.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    content: text('content').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('circle_comments_post').on(t.postId, t.id)],
);

/** One like per user and post (the primary key keeps concurrent clicks to one). */
export const circleLikes = pgTable(
  'circle_likes',
  {
    postId: integer('post_id')
      .notNull()
      .references(() => circlePosts.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.postId, t.userId] })],
);
