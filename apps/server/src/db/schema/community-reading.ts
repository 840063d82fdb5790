import { index, integer, pgTable, primaryKey, timestamp } from 'drizzle-orm/pg-core';
import { users } from './account';
import { communityPosts } from './community';

/** Posts a user keeps (我的收藏, /my/collection): one row per user and post. */
export const communityFavourites = pgTable(
  'community_favourites',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    postId: integer('post_id')
      .notNull()
      .references(() => communityPosts.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.postId] }), index('community_favourites_user').on(t.userId, t.createdAt)],
);

/** Posts a signed-in user has read (浏览历史, /my/history): the last reading of each. */
export const communityPostViews = pgTable(
  'community_post_views',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    postId: integer('post_id')
      .notNull()
      .references(() => communityPosts.id, { onDelete: 'cascade' }),
    viewedAt: timestamp('viewed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.postId] }), index('community_post_views_user').on(t.userId, t.viewedAt)],
);
