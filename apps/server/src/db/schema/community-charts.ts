import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { communityPosts } from './community';

/**
 * A post's K-line chart card: the state its author chose (product, period, indicators, moment); the
 * chart itself is drawn for each reader from the site's own bars.
 */
export const communityPostCharts = pgTable('community_post_charts', {
  postId: integer('post_id')
    .primaryKey()
    .references(() => communityPosts.id, { onDelete: 'cascade' }),
  symbol: text('symbol').notNull(),
  period: text('period').notNull(),
  indicators: text('indicators').array().notNull(),
  at: timestamp('at', { withTimezone: true }).notNull(),
});
