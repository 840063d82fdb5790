import { integer, pgTable, timestamp } from 'drizzle-orm/pg-core';
import { users } from './account';

/** New-user gift packs claimed: one per account (the primary key), whatever clicks race. */
export const newUserPackClaims = pgTable('new_user_pack_claims', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  claimedAt: timestamp('claimed_at', { withTimezone: true }).notNull().defaultNow(),
});
