import { and, countDistinct, eq, gte, lt, sum } from 'drizzle-orm';
import { orders } from '../../../db/schema/commerce-payment';
import { beijingDayOf, type InstantRange } from '../../../platform/beijing-day-sql';
import type { Db } from '../../../platform/db';

const paidWithin = (range: InstantRange) => and(gte(orders.paidAt, range.from), lt(orders.paidAt, range.until));

/** Each Beijing day's money by kind of goods: orders paid that day and not refunded (cents). Reading only. */
export async function readRevenueByDay(db: Db, range: InstantRange) {
  const day = beijingDayOf(orders.paidAt);
  return db
    .select({ day, kind: orders.kind, cents: sum(orders.amountCents).mapWith(Number) })
    .from(orders)
    .where(and(paidWithin(range), eq(orders.state, 'paid')))
    .groupBy(day, orders.kind);
}

/** Each Beijing day's buyers of a membership (refunded or not: they were converted that day). */
export async function readVipBuyersByDay(db: Db, range: InstantRange) {
  const day = beijingDayOf(orders.paidAt);
  return db
    .select({ day, count: countDistinct(orders.userId) })
    .from(orders)
    .where(and(paidWithin(range), eq(orders.kind, 'vip')))
    .groupBy(day);
}
