import { bigint, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './account';

/**
 * One table for everything sold (VIP, recharge; courses and indicators later), whatever pays it.
 * `state` moves pending → paid | closed, paid → refunded (a balance payment) or paid → refunding →
 * refunded (a provider's); goods are granted in the transaction that marks an order paid, and taken
 * back in the one that marks it refunding, so each happens exactly once.
 */
export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    /** The public order number (the wire's `order_id`, the providers' `out_trade_no`): not guessable. */
    orderNo: text('order_no').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** vip | recharge | course | indicator (contract `OrderKind`). */
    kind: text('kind').notNull(),
    /** The item bought within its kind (a VIP level's id…); 0 for a recharge. */
    itemId: integer('item_id').notNull().default(0),
    /** The item's name when ordered, as the bill shows it. */
    itemName: text('item_name').notNull(),
    /** What is paid: the item's price less the coupon's discount. */
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    /** The coupon the order uses (held by its order number until paid or closed), and what it took off. */
    couponId: integer('coupon_id'),
    discountCents: bigint('discount_cents', { mode: 'number' }).notNull().default(0),
    /** money (the V券 balance) | wechat | alipay. */
    payType: text('pay_type').notNull(),
    state: text('state').notNull().default('pending'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** The provider's transaction id once paid by WeChat or Alipay. */
    transactionId: text('transaction_id'),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    /**
     * A refund (by finance, in the console): when it was asked, why, the provider's id for it (none
     * for a balance payment), and the last time the provider was asked (a retry waits its turn).
     */
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    refundAttemptAt: timestamp('refund_attempt_at', { withTimezone: true }),
    refundReason: text('refund_reason'),
    refundId: text('refund_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('orders_order_no').on(t.orderNo),
    index('orders_user_time').on(t.userId, t.createdAt),
    index('orders_pending_expiry').on(t.state, t.expiresAt),
    // The console's orders list: newest first, all or by state.
    index('orders_time').on(t.createdAt),
    index('orders_state_time').on(t.state, t.createdAt),
  ],
);

/**
 * The payment sandbox's own books (the provider's side, not ours): what the cashier page was asked
 * to collect, whether the tester paid, and its notification deliveries with their retries.
 */
export const sandboxPayments = pgTable(
  'sandbox_payments',
  {
    orderNo: text('order_no').primaryKey(),
    channel: text('channel').notNull(),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    subject: text('subject').notNull(),
    notifyUrl: text('notify_url').notNull(),
    returnUrl: text('return_url').notNull(),
    /** unpaid | paid | closed | refunded. */
    state: text('state').notNull().default('unpaid'),
    transactionId: text('transaction_id'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Deliveries tried; the next one is due at `nextNotifyAt` until one is acknowledged. */
    notifyAttempts: integer('notify_attempts').notNull().default(0),
    nextNotifyAt: timestamp('next_notify_at', { withTimezone: true }),
    notifiedAt: timestamp('notified_at', { withTimezone: true }),
    /** The merchant's refund number, once refunded (asking again with it answers the same refund). */
    refundNo: text('refund_no'),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sandbox_payments_notify_due').on(t.nextNotifyAt)],
);

/**
 * A Beijing day of one channel reconciled against the provider's statement (对账): what each side
 * booked (payments and refunds, and their net in cents), and the outcome. Run again, the row is
 * replaced, differences and all, in one transaction.
 */
export const paymentReconciliations = pgTable(
  'payment_reconciliations',
  {
    id: serial('id').primaryKey(),
    /** YYYY-MM-DD, Beijing. */
    day: text('day').notNull(),
    /** wechat | alipay. */
    channel: text('channel').notNull(),
    /** balanced | differences | failed (no statement from the provider; `error` says why). */
    state: text('state').notNull(),
    oursCount: integer('ours_count').notNull(),
    oursNetCents: bigint('ours_net_cents', { mode: 'number' }).notNull(),
    providerCount: integer('provider_count').notNull(),
    providerNetCents: bigint('provider_net_cents', { mode: 'number' }).notNull(),
    differences: integer('differences').notNull(),
    error: text('error').notNull().default(''),
    ranAt: timestamp('ran_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('payment_reconciliations_day_channel').on(t.day, t.channel)],
);

/** A payment or refund one side booked and the other did not, or booked at another amount. */
export const paymentReconciliationDifferences = pgTable(
  'payment_reconciliation_differences',
  {
    id: serial('id').primaryKey(),
    reconciliationId: integer('reconciliation_id')
      .notNull()
      .references(() => paymentReconciliations.id, { onDelete: 'cascade' }),
    orderNo: text('order_no').notNull(),
    /** payment | refund. */
    kind: text('kind').notNull(),
    /** ours_only | provider_only | amount. */
    difference: text('difference').notNull(),
    oursCents: bigint('ours_cents', { mode: 'number' }),
    providerCents: bigint('provider_cents', { mode: 'number' }),
    providerTransactionId: text('provider_transaction_id').notNull().default(''),
  },
  (t) => [index('payment_reconciliation_differences_of').on(t.reconciliationId)],
);
