import {
  bigint,
  bigserial,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './account';
import { orders } from './commerce-payment';

/**
 * A user's balances: V券 in cents (分, money never floats) and V粒 in points. No row is a balance of 0;
 * a credit makes it, a spend takes from it only while it holds enough (wallet-store.ts).
 */
export const walletBalances = pgTable('wallet_balances', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  moneyCents: bigint('money_cents', { mode: 'number' }).notNull().default(0),
  score: integer('score').notNull().default(0),
});

/**
 * Every change of a balance (V券 in cents, V粒 in points), written in the same transaction as the
 * balance in `wallet_balances`: the latest row's `balanceAfter` is the balance, and the amounts sum to it.
 */
export const walletLedger = pgTable(
  'wallet_ledger',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** `vq` (V券, cents) or `vli` (V粒, points). */
    currency: text('currency').notNull(),
    /** Signed: credits positive, spends negative. */
    amount: bigint('amount', { mode: 'number' }).notNull(),
    balanceAfter: bigint('balance_after', { mode: 'number' }).notNull(),
    /** What moved the money: recharge, purchase, refund, grant… (contract `LedgerKind`). */
    kind: text('kind').notNull(),
    orderId: integer('order_id').references(() => orders.id),
    /** What the bill shows for a movement without an order ("兑换AI提问次数 ×3"). */
    note: text('note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('wallet_ledger_user_currency').on(t.userId, t.currency, t.id),
    // A safety net under the services' own checks: one order moves one currency once per kind.
    uniqueIndex('wallet_ledger_order_once').on(t.orderId, t.currency, t.kind),
  ],
);

/** Pay passwords (6 digits, argon2id like login passwords) and the wrong-try lock of balance payments. */
export const payPasswords = pgTable('pay_passwords', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  hash: text('hash').notNull(),
  /** Wrong tries in a row since the last right one or the last lock. */
  failures: smallint('failures').notNull().default(0),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
