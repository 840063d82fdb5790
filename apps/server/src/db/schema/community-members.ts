import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './account';

/**
 * Honours members have earned (contract community-members.ts `honourRules`): one row per member and
 * honour, written once by the consumer of the deed's event, so an honour is never granted twice.
 */
export const communityHonours = pgTable(
  'community_honours',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    honour: text('honour').notNull(),
    grantedAt: timestamp('granted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.honour] }), index('community_honours_user').on(t.userId, t.grantedAt)],
);
