import { randomInt } from 'node:crypto';
import type { OrderKind, OrderState, PayType } from '@vce/contract/commerce-payment';
import { and, desc, eq, inArray, lt } from 'drizzle-orm';
import { orders } from '../../../db/schema/commerce-payment';
import type { Db } from '../../../platform/db';
import { readPage } from '../../../platform/paging';
import { releaseCoupon } from '../coupons/coupon-store';

export type OrderRow = typeof orders.$inferSelect;

/** Unpaid orders close after this (issue 11); the popup stops polling then. */
export const ORDER_TTL_MINUTES = 15;

/** V, the Beijing time to the second, ten random digits: sortable, unguessable, fits both providers' rules. */
export function newOrderNo(at = new Date()) {
  const beijing = new Date(at.getTime() + 8 * 3_600_000).toISOString().replace(/\D/g, '').slice(0, 14);
  return `V${beijing}${String(randomInt(0, 1e10)).padStart(10, '0')}`;
}

export async function insertOrder(
  db: Db,
  order: {
    orderNo: string;
    couponId: number | null;
    discountCents: number;
    userId: number;
    kind: OrderKind;
    itemId: number;
    itemName: string;
    amountCents: number;
    payType: PayType;
    expiresAt: Date;
  },
): Promise<OrderRow> {
  const [row] = await db.insert(orders).values(order).returning();
  if (!row) throw new Error('order not inserted');
  return row;
}

/** An order by its public number; with `userId`, only if it is that user's (others' orders stay invisible). */
export async function findOrder(db: Db, input: { orderNo: string; userId?: number }) {
  const [row] = await db
    .select()
    .from(orders)
    .where(
      input.userId === undefined
        ? eq(orders.orderNo, input.orderNo)
        : and(eq(orders.orderNo, input.orderNo), eq(orders.userId, input.userId)),
    );
  return row ?? null;
}

/**
 * Marks an order paid if it is in one of `from`; the row comes back only to the one caller that
 * changed it, whatever else races (notify, query, retries), so its goods are granted exactly once.
 */
export async function markOrderPaid(
  tx: Db,
  input: { orderId: number; from: OrderState[]; transactionId?: string; paidAt?: Date },
) {
  const [row] = await tx
    .update(orders)
    .set({ state: 'paid', paidAt: input.paidAt ?? new Date(), transactionId: input.transactionId ?? null })
    .where(and(eq(orders.id, input.orderId), inArray(orders.state, input.from)))
    .returning();
  return row ?? null;
}

/**
 * Closes an order still pending, freeing the coupon it held; false when something else (a payment)
 * changed it first.
 */
export async function closePendingOrder(db: Db, orderId: number) {
  const [closed] = await db
    .update(orders)
    .set({ state: 'closed', closedAt: new Date() })
    .where(and(eq(orders.id, orderId), eq(orders.state, 'pending')))
    .returning({ orderNo: orders.orderNo, couponId: orders.couponId });
  if (closed?.couponId) await releaseCoupon(db, closed.orderNo);
  return !!closed;
}

export const findExpiredPendingOrders = (db: Db, now: Date, limit: number) =>
  db
    .select()
    .from(orders)
    .where(and(eq(orders.state, 'pending'), lt(orders.expiresAt, now)))
    .orderBy(orders.expiresAt)
    .limit(limit);

export async function listOrders(db: Db, input: { userId: number; page: number; limit: number }) {
  const where = eq(orders.userId, input.userId);
  const rows = db.select().from(orders).where(where).orderBy(desc(orders.id)).$dynamic();
  return readPage(db, { rows, table: orders, where, page: input });
}

/**
 * Takes a paid order into its refund: `refunded` for a balance payment (the money goes back in the
 * same transaction), `refunding` for a provider's (until it has returned the money). The row comes
 * back only to the one caller that changed it (concurrent asks wait on its row lock, then find it
 * changed), so its goods are taken back exactly once.
 */
export async function claimRefund(tx: Db, input: { orderId: number; reason: string; to: 'refunding' | 'refunded' }) {
  const now = new Date();
  const [row] = await tx
    .update(orders)
    .set({ state: input.to, refundedAt: now, refundAttemptAt: now, refundReason: input.reason })
    .where(and(eq(orders.id, input.orderId), eq(orders.state, 'paid')))
    .returning();
  return row ?? null;
}

/**
 * Claims the turn to ask the provider again for a refund still `refunding`: one asker at a time,
 * and not while an earlier ask may still be under way (`retryAfterMs` since it began).
 */
export async function claimRefundRetry(db: Db, input: { orderId: number; retryAfterMs: number }) {
  const [row] = await db
    .update(orders)
    .set({ refundAttemptAt: new Date() })
    .where(
      and(
        eq(orders.id, input.orderId),
        eq(orders.state, 'refunding'),
        lt(orders.refundAttemptAt, new Date(Date.now() - input.retryAfterMs)),
      ),
    )
    .returning();
  return row ?? null;
}

/** The provider has returned the money: the refund is done. */
export async function completeRefund(db: Db, input: { orderId: number; refundId: string }) {
  await db
    .update(orders)
    .set({ state: 'refunded', refundId: input.refundId })
    .where(and(eq(orders.id, input.orderId), eq(orders.state, 'refunding')));
}
