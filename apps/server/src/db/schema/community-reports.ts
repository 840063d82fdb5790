import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './account';
import { communityPosts } from './community';

/**
 * Readers' reports of posts and comments: the moderation queue the operators' console works
 * (`status` pending until a moderator upholds or dismisses it). One report per reader and target.
 */
export const communityReports = pgTable(
  'community_reports',
  {
    id: serial('id').primaryKey(),
    reporterId: integer('reporter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** `post` or `comment`, and its id. */
    targetType: text('target_type').notNull(),
    targetId: integer('target_id').notNull(),
    /** The post reported, or the comment's post: the console shows it in context. */
    postId: integer('post_id')
      .notNull()
      .references(() => communityPosts.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull(),
    note: text('note').notNull().default(''),
    status: text('status').notNull().default('pending'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    handledAt: timestamp('handled_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('community_reports_once').on(t.reporterId, t.targetType, t.targetId),
    index('community_reports_target').on(t.targetType, t.targetId, t.status),
    index('community_reports_queue').on(t.status, t.id),
    index('community_reports_reporter').on(t.reporterId, t.createdAt),
  ],
);
