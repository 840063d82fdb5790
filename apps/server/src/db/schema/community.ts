import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './account';

/**
 * 期友社区's posts. `content` is the body's HTML as the server's sanitiser left it (community/post-html.ts),
 * `excerpt` the start of its text for the feeds. A deleted or hidden post keeps its row (`deleted_at`,
 * `removed_by`) and leaves every list and its page.
 */
export const communityPosts = pgTable(
  'community_posts',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    content: text('content').notNull(),
    excerpt: text('excerpt').notNull(),
    /** Kept with the likes and comments they count, in the same transactions (community-comments.ts). */
    likeCount: integer('like_count').notNull().default(0),
    commentCount: integer('comment_count').notNull().default(0),
    /** Demo content of a fresh install (seed/community-demo.ts): the page marks it 演示. */
    isDemo: boolean('is_demo').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The last time its author changed it (within the edit window), null if never. */
    editedAt: timestamp('edited_at', { withTimezone: true }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    /** Who took it down, with `deleted_at`: `author`, or `reports` (hidden by readers' reports until a moderator looks). */
    removedBy: text('removed_by'),
  },
  (t) => [
    index('community_posts_latest')
      .on(t.id)
      .where(sql`${t.deletedAt} is null`),
    index('community_posts_user').on(t.userId, t.id),
  ],
);

/**
 * The products a post is tagged with (`$螺纹$` in its text, at most 5): a product's board lists its
 * posts through these rows.
 */
export const communityPostProducts = pgTable(
  'community_post_products',
  {
    postId: integer('post_id')
      .notNull()
      .references(() => communityPosts.id, { onDelete: 'cascade' }),
    symbol: text('symbol').notNull(),
  },
  (t) => [primaryKey({ columns: [t.postId, t.symbol] }), index('community_post_products_board').on(t.symbol, t.postId)],
);
