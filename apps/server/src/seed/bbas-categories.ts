import { asc } from 'drizzle-orm';
import { bbasCategories } from '../db/schema/bbas';
import { products } from '../db/schema/market';
import { describeProduct, sectorOf } from '../modules/bbas/sectors';
import type { Db } from '../platform/db';

/** Recommended on the BBAS home: eight of the most traded products across the sectors. */
export const recommendedSymbols = ['rb', 'i', 'm', 'MA', 'SA', 'ag', 'au', 'cu'];

/** The words a search matches: the name, its parts around brackets (塑料, PVC) and the code in both cases. */
export function matchNameOf(name: string, code: string) {
  const parts = name.split(/[()（）]/).filter(Boolean);
  return [...new Set([name, ...parts, code.toLowerCase(), code.toUpperCase()])].join(',');
}

/** One category per product, in the catalogue's order (weigh counts down from the first). */
export async function seedBbasCategories(db: Db) {
  const rows = await db.select().from(products).orderBy(asc(products.sort));
  if (rows.length === 0) return;
  await db.insert(bbasCategories).values(
    rows.map((product, index) => ({
      productId: product.id,
      symbol: product.code,
      exchange: product.exchange,
      name: product.name,
      matchName: matchNameOf(product.name, product.code),
      type: sectorOf(product.sector).id,
      description: describeProduct(product.name, product.sector),
      weigh: (rows.length - index) * 10,
      isRecommend: recommendedSymbols.includes(product.code),
    })),
  );
}
