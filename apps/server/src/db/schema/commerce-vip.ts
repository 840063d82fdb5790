import { bigint, boolean, integer, pgTable, serial, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './account';

/** The membership levels on sale (spec 001 §3 "VIP level"); operators change prices and texts here. */
export const vipLevels = pgTable('vip_levels', {
  id: serial('id').primaryKey(),
  /** The membership level it grants: 2 monthly, 3 quarterly, 4 annual. */
  level: smallint('level').notNull(),
  /** 5 for the top tier (spec 000 §3: membership type 3), else 1. */
  moneyLevel: smallint('money_level').notNull().default(1),
  name: text('name').notNull(),
  /** Days of membership one purchase adds. */
  days: integer('days').notNull(),
  priceCents: bigint('price_cents', { mode: 'number' }).notNull(),
  originalPriceCents: bigint('original_price_cents', { mode: 'number' }).notNull(),
  /** The card's line under the price ("约2.27元/天"). */
  cardText: text('card_text').notNull().default(''),
  buttonImage: text('button_image').notNull().default(''),
  /** Shown and sold (`level_status` 1). */
  isOnSale: boolean('is_on_sale').notNull().default(true),
  sort: integer('sort').notNull().default(0),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A user's membership: bought or given, running while `expires_at` is in the future. No row is no
 * membership ever (level 1). Written by the VIP goods and the rewards (membership-service.ts).
 */
export const vipMemberships = pgTable('vip_memberships', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** While it runs: 2 monthly, 3 quarterly, 4 annual. */
  vipLevel: smallint('vip_level').notNull().default(1),
  vipExpiresAt: timestamp('vip_expires_at', { withTimezone: true }),
  /** The running (or last) membership was given as a trial (gift pack, draw, V粒 shop), not bought. */
  vipIsTrial: boolean('vip_is_trial').notNull().default(false),
  /** 5 for the top tier while it runs, else 1. */
  moneyLevel: smallint('money_level').notNull().default(1),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
