import { integer, pgTable, timestamp } from 'drizzle-orm/pg-core';
import { users } from './account';

/** How far a user has read their key newsletters (重点快讯): everything published before `read_at` is read. */
export const communityNewsletterReads = pgTable('community_newsletter_reads', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  readAt: timestamp('read_at', { withTimezone: true }).notNull(),
});
