import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { users } from './account';
import { communityPosts } from './community';

/**
 * Comments on posts, two levels deep: a top-level comment (`parent_id` null) heads a thread, every
 * reply points at its head, and `reply_to_user_id` names whom a reply inside the thread answers.
 * The text is plain (drawn as text, never as HTML); `mentions` are the users it @names, checked
 * against the text when it was written. A deleted or hidden comment keeps its row and leaves every list.
 */
export const communityComments = pgTable(
  'community_comments',
  {
    id: serial('id').primaryKey(),
    postId: integer('post_id')
      .notNull()
      .references(() => communityPosts.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    parentId: integer('parent_id').references((): AnyPgColumn => communityComments.id, { onDelete: 'cascade' }),
    replyToUserId: integer('reply_to_user_id').references(() => users.id, { onDelete: 'set null' }),
    content: text('content').notNull(),
    mentions: jsonb('mentions').$type<{ id: number; nickname: string }[]>().notNull().default([]),
    likeCount: integer('like_count').notNull().default(0),
    /** A thread head's live replies, kept with them. */
    replyCount: integer('reply_count').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    /** Who took it down, with `deleted_at`: `author`, or `reports`. */
    removedBy: text('removed_by'),
  },
  (t) => [
    index('community_comments_threads')
      .on(t.postId, t.id)
      .where(sql`${t.parentId} is null and ${t.deletedAt} is null`),
    index('community_comments_replies')
      .on(t.parentId, t.id)
      .where(sql`${t.deletedAt} is null`),
    index('community_comments_user').on(t.userId, t.createdAt),
  ],
);

/**
 * Who likes what: one row per user and post or comment, so a like counts once; the target's
 * `like_count` moves only when a row is added or taken away, in the same transaction.
 */
export const communityLikes = pgTable(
  'community_likes',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    targetType: text('target_type').notNull(),
    targetId: integer('target_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.targetType, t.targetId] }),
    index('community_likes_user_day').on(t.userId, t.createdAt),
    check('community_likes_target_type', sql`${t.targetType} in ('post', 'comment')`),
  ],
);
