import { asc } from 'drizzle-orm';
import { exchanges, products } from '../../db/schema/market';
import type { Db } from '../../platform/db';

/** Every product, grouped by exchange in the exchanges' order. */
export async function listExchangesWithProducts(db: Db) {
  const [exchangeRows, productRows] = await Promise.all([
    db.select().from(exchanges).orderBy(asc(exchanges.sort)),
    db
      .select({ id: products.id, exchange: products.exchange, symbol: products.code, name: products.name })
      .from(products)
      .orderBy(asc(products.sort)),
  ]);
  return exchangeRows.map((exchange) => ({
    code: exchange.code,
    name: exchange.name,
    short_name: exchange.shortName,
    list: productRows
      .filter((product) => product.exchange === exchange.code)
      .map(({ id, symbol, name }) => ({ id, symbol, name })),
  }));
}
