import {
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './account';
import { products } from './market';

/** Who follows whom (the personal area's 关注 and 粉丝 lists). */
export const userFollows = pgTable(
  'user_follows',
  {
    followerId: integer('follower_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    followeeId: integer('followee_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.followerId, t.followeeId] }), index('user_follows_followee').on(t.followeeId)],
);

/** The futures products a user follows (profile wizard step 3), at most 6, in the chosen order. */
export const userFollowedProducts = pgTable(
  'user_followed_products',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    sort: smallint('sort').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // Once per user and product: a board's 关注 and the wizard write the same rows.
  (t) => [uniqueIndex('user_followed_products_once').on(t.userId, t.productId)],
);

/** A WeChat identity bound to an account: WeChat login then signs that account in directly. */
export const userWechatIdentities = pgTable('user_wechat_identities', {
  openid: text('openid').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .unique('user_wechat_identities_user')
    .references(() => users.id, { onDelete: 'cascade' }),
  nickname: text('nickname').notNull().default(''),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
