import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './account';

/**
 * Honours members have earned (contract community-members.ts `honourRules`): one row per member and
 * honour, written once by the consumer of the deed's event, so an honour is never granted twice. A
 * moderator's revoking keeps the row (`revoked_at`), so the deed's next event does not grant it again.
 */
export const communityHonours = pgTable(
  'community_honours',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    honour: text('honour').notNull(),
    grantedAt: timestamp('granted_at', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.honour] }), index('community_honours_user').on(t.userId, t.grantedAt)],
);
