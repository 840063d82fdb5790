import { integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './account';

/** New-user gift packs claimed: one per account (the primary key), whatever clicks race. */
export const newUserPackClaims = pgTable('new_user_pack_claims', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  claimedAt: timestamp('claimed_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The new-user gift pack's items, in the operators' order (the popup lists them, claiming grants them). */
export const giftPackItems = pgTable('gift_pack_items', {
  id: serial('id').primaryKey(),
  image: text('image').notNull(),
  title: text('title').notNull(),
  subtitle: text('subtitle').notNull().default(''),
  /** What claiming grants: vli (V粒), vip_days (membership trial days), or none (shown only). */
  kind: text('kind').notNull().default('none'),
  amount: integer('amount').notNull().default(0),
  sort: integer('sort').notNull().default(0),
});
