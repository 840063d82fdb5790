import { and, type Column, eq, gt, inArray } from 'drizzle-orm';
import { marketAlerts, products } from '../../db/schema/market';
import type { Db } from '../../platform/db';
import type { ContractState } from '../../providers/market/contract-state';
import { createAlertStore } from './alert-store';

/**
 * What other areas read of the market beside its calls and `app.market`: a product's columns and
 * the join that brings them beside their own rows (a user's followed products), which products exist,
 * and a contract's change. Reading only: the market's rows are written by the engine.
 */
export const productDisplayColumns = {
  id: products.id,
  symbol: products.code,
  name: products.name,
  exchange: products.exchange,
};

export const joinProductsOn = (productIdColumn: Column) => [products, eq(products.id, productIdColumn)] as const;

/** The ids among `ids` that name a product of the catalogue. */
export async function findExistingProductIds(db: Db, ids: number[]) {
  if (!ids.length) return [];
  const rows = await db.select({ id: products.id }).from(products).where(inArray(products.id, ids));
  return rows.map((row) => row.id);
}

/** A product's id by its code (rb), or undefined when the catalogue has none. */
export async function findProductIdByCode(db: Db, code: string) {
  const [row] = await db.select({ id: products.id }).from(products).where(eq(products.code, code));
  return row?.id;
}

/** The products of these codes that exist, with their names (a circle post's chips), in no order. */
export async function findProductsByCodes(db: Db, codes: string[]) {
  if (!codes.length) return [];
  return db.select({ symbol: products.code, name: products.name }).from(products).where(inArray(products.code, codes));
}

/** Change percent against the previous settlement, with two decimals, as Chinese futures quote boards show it. */
export const changePercentOf = (contract: ContractState) =>
  contract.preSettle ? Math.round(((contract.last - contract.preSettle) / contract.preSettle) * 100 * 100) / 100 : 0;

/** The alerts (limit moves, express notes) of some products since a moment, oldest first (SMS subscriptions). */
export function listAlertsSince(db: Db, input: { symbols: string[]; since: Date }) {
  return db
    .select({
      id: marketAlerts.id,
      symbol: marketAlerts.symbol,
      contract: marketAlerts.contract,
      kind: marketAlerts.kind,
      price: marketAlerts.price,
      zdf: marketAlerts.zdf,
    })
    .from(marketAlerts)
    .where(and(gt(marketAlerts.time, input.since), inArray(marketAlerts.symbol, input.symbols)))
    .orderBy(marketAlerts.time, marketAlerts.id);
}

/** The newest alerts, of one product or of all; `before` (ms) pages back to older ones (BBAS's express list). */
export const readRecentAlerts = (db: Db, options: { symbol?: string; limit: number; before?: number }) =>
  createAlertStore(db).recent(options);
