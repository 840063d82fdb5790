import type { OrderKind, OrderState, PayType } from '@vce/contract/commerce-payment';
import { and, desc, eq, gte, lt, type SQL, sql } from 'drizzle-orm';
import { orders } from '../../../db/schema/commerce-payment';
import type { Db } from '../../../platform/db';
import { type PageQuery, readPage } from '../../../platform/paging';

export interface ConsoleOrderFilter {
  /** An order number, or a buyer's id. */
  keyword: string;
  kind?: OrderKind;
  state?: OrderState;
  payType?: PayType;
  from?: Date;
  until?: Date;
}

function whereOf(filter: ConsoleOrderFilter) {
  const conditions: (SQL | undefined)[] = [
    filter.kind && eq(orders.kind, filter.kind),
    filter.state && eq(orders.state, filter.state),
    filter.payType && eq(orders.payType, filter.payType),
    filter.from && gte(orders.createdAt, filter.from),
    filter.until && lt(orders.createdAt, filter.until),
  ];
  const keyword = filter.keyword;
  if (/^\d{1,9}$/.test(keyword)) conditions.push(eq(orders.userId, Number(keyword)));
  else if (keyword) conditions.push(eq(orders.orderNo, keyword));
  const set = conditions.filter((condition): condition is SQL => condition !== undefined);
  return set.length ? and(...set) : undefined;
}

/** Orders newest first (the `orders_time` and `orders_state_time` indexes), with how many match. */
export async function listConsoleOrders(db: Db, filter: ConsoleOrderFilter & PageQuery) {
  const where = whereOf(filter);
  const rows = db.select().from(orders).where(where).orderBy(desc(orders.createdAt), desc(orders.id)).$dynamic();
  return readPage(db, { rows, table: orders, where, page: filter });
}

/** An order as an export reads it: the row, and its time as PostgreSQL keeps it (microseconds) for the next batch. */
export type OrderAfter = { order: typeof orders.$inferSelect; at: string };

/** The batch of orders after `last` in the list's order (newest first), for an export. */
export const readConsoleOrdersAfter = (db: Db, filter: ConsoleOrderFilter, last: OrderAfter | null, limit: number) =>
  db
    .select({ order: orders, at: sql<string>`${orders.createdAt}::text` })
    .from(orders)
    .where(
      and(
        whereOf(filter),
        last ? sql`(${orders.createdAt}, ${orders.id}) < (${last.at}::timestamptz, ${last.order.id})` : undefined,
      ),
    )
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(limit);
