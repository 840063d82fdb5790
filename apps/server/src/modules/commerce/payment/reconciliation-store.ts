import { and, desc, eq, gte, inArray, lt, lte, type SQL } from 'drizzle-orm';
import { orders, paymentReconciliationDifferences, paymentReconciliations } from '../../../db/schema/commerce-payment';
import type { Db } from '../../../platform/db';
import { type PageQuery, readPage } from '../../../platform/paging';
import { inTransaction } from '../../../platform/transaction';
import type { PayChannel, StatementLine } from '../../../providers/payment/payment-provider';

export type Reconciliation = typeof paymentReconciliations.$inferSelect;
export type ReconciliationDifference = Omit<typeof paymentReconciliationDifferences.$inferInsert, 'reconciliationId'>;

/**
 * Our side of a day, as the provider books it: the channel's orders paid within it (whatever they
 * became since), and those whose refund was made within it.
 */
export async function readBookedLines(db: Db, channel: PayChannel, day: { start: Date; end: Date }) {
  const line = { orderNo: orders.orderNo, amountCents: orders.amountCents, transactionId: orders.transactionId };
  const ofChannel = eq(orders.payType, channel);
  const [paid, refunded] = await Promise.all([
    db
      .select(line)
      .from(orders)
      .where(
        and(
          ofChannel,
          inArray(orders.state, ['paid', 'refunding', 'refunded']),
          gte(orders.paidAt, day.start),
          lt(orders.paidAt, day.end),
        ),
      ),
    // A refund still `refunding` has not reached the provider: it is the next run's, once it has.
    db
      .select(line)
      .from(orders)
      .where(
        and(ofChannel, eq(orders.state, 'refunded'), gte(orders.refundedAt, day.start), lt(orders.refundedAt, day.end)),
      ),
  ]);
  const linesOf = (rows: typeof paid, kind: StatementLine['kind']) =>
    rows.map((row): StatementLine => ({ ...row, kind, transactionId: row.transactionId ?? '' }));
  return [...linesOf(paid, 'payment'), ...linesOf(refunded, 'refund')];
}

/** Writes a day's outcome over an earlier run's, its differences replaced, in one transaction. */
export const saveReconciliation = (
  db: Db,
  outcome: Omit<typeof paymentReconciliations.$inferInsert, 'id'>,
  differences: ReconciliationDifference[],
) =>
  inTransaction(db, async (tx) => {
    // Two runs at once queue on the row: the later one's outcome and differences are what stay.
    const [saved] = await tx
      .insert(paymentReconciliations)
      .values(outcome)
      .onConflictDoUpdate({
        target: [paymentReconciliations.day, paymentReconciliations.channel],
        set: outcome,
      })
      .returning();
    await tx
      .delete(paymentReconciliationDifferences)
      .where(eq(paymentReconciliationDifferences.reconciliationId, saved!.id));
    if (differences.length)
      await tx
        .insert(paymentReconciliationDifferences)
        .values(differences.map((difference) => ({ ...difference, reconciliationId: saved!.id })));
    return saved!;
  });

export const findReconciliation = async (db: Db, where: { id: number } | { day: string; channel: PayChannel }) =>
  (
    await db
      .select()
      .from(paymentReconciliations)
      .where(
        'id' in where
          ? eq(paymentReconciliations.id, where.id)
          : and(eq(paymentReconciliations.day, where.day), eq(paymentReconciliations.channel, where.channel)),
      )
  )[0] ?? null;

export interface ReconciliationFilter {
  from?: string;
  to?: string;
  channel?: PayChannel;
  state?: string;
}

/** Days newest first (WeChat before Alipay on a day), with how many match. */
export function listReconciliations(db: Db, filter: ReconciliationFilter & PageQuery) {
  const conditions = [
    filter.from && gte(paymentReconciliations.day, filter.from),
    filter.to && lte(paymentReconciliations.day, filter.to),
    filter.channel && eq(paymentReconciliations.channel, filter.channel),
    filter.state && eq(paymentReconciliations.state, filter.state),
  ].filter((condition): condition is SQL => Boolean(condition));
  const where = conditions.length ? and(...conditions) : undefined;
  const rows = db
    .select()
    .from(paymentReconciliations)
    .where(where)
    .orderBy(desc(paymentReconciliations.day), desc(paymentReconciliations.channel))
    .$dynamic();
  return readPage(db, { rows, table: paymentReconciliations, where, page: filter });
}

/** A day's differences, each with our order of that number as it stands now (if we have one). */
export const readDifferences = (db: Db, reconciliationId: number) =>
  db
    .select({
      difference: paymentReconciliationDifferences,
      order: { userId: orders.userId, itemName: orders.itemName, state: orders.state },
    })
    .from(paymentReconciliationDifferences)
    .leftJoin(orders, eq(orders.orderNo, paymentReconciliationDifferences.orderNo))
    .where(eq(paymentReconciliationDifferences.reconciliationId, reconciliationId))
    .orderBy(paymentReconciliationDifferences.id);
