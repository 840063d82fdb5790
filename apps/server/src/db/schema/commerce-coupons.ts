import { bigint, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './account';

/**
 * The kinds of coupon that can be given (by the gift pack, the draw, the V粒 shop, operators): an
 * amount off or a discount rate, a minimum spend, the product kinds it applies to, and how many days
 * a coupon of this kind stays valid once given. Operators edit the rows; coupons already given keep
 * the terms they were given with.
 */
export const couponTemplates = pgTable('coupon_templates', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  /** amount (so many cents off) | discount (pay `ratePercent` of the price). */
  kind: text('kind').notNull(),
  amountCents: bigint('amount_cents', { mode: 'number' }).notNull().default(0),
  ratePercent: integer('rate_percent').notNull().default(100),
  minSpendCents: bigint('min_spend_cents', { mode: 'number' }).notNull().default(0),
  /** Contract `OrderKind`s it applies to (never recharge). */
  productKinds: text('product_kinds').array().notNull(),
  validDays: integer('valid_days').notNull(),
});

/**
 * A batch of coupons an operator gave: one template to a list of users. `batchNo` is the console's
 * key for one sending (a repeated or doubled request finds the batch and gives nobody a second coupon).
 */
export const couponGrants = pgTable('coupon_grants', {
  id: serial('id').primaryKey(),
  batchNo: text('batch_no').notNull().unique(),
  templateId: integer('template_id')
    .notNull()
    .references(() => couponTemplates.id),
  note: text('note').notNull(),
  byUserId: integer('by_user_id').references(() => users.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Coupons given to users, with the terms copied from their template. `state` moves unused → held
 * (by the order `orderNo` until `heldUntil`) → used, or back to unused when that order closes
 * unpaid; every move is a guarded update, so one coupon pays for one order whatever races. A hold
 * past `heldUntil` whose order never came is free again (the process died between hold and order).
 */
export const userCoupons = pgTable(
  'user_coupons',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    templateId: integer('template_id').notNull(),
    name: text('name').notNull(),
    kind: text('kind').notNull(),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    ratePercent: integer('rate_percent').notNull(),
    minSpendCents: bigint('min_spend_cents', { mode: 'number' }).notNull(),
    productKinds: text('product_kinds').array().notNull(),
    /** unused | held | used. */
    state: text('state').notNull().default('unused'),
    orderNo: text('order_no'),
    heldUntil: timestamp('held_until', { withTimezone: true }),
    /** gift_pack | draw | shop | operator: where it came from. */
    source: text('source').notNull(),
    /** An operator's batch (`coupon_grants`): one coupon per user per batch. */
    grantId: integer('grant_id').references(() => couponGrants.id),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('user_coupons_user_state').on(t.userId, t.state, t.expiresAt),
    index('user_coupons_order').on(t.orderNo),
    uniqueIndex('user_coupons_grant_user').on(t.grantId, t.userId),
  ],
);
