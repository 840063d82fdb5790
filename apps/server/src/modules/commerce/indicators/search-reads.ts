import { paths } from '@vce/contract/routes';
import { and, eq, inArray } from 'drizzle-orm';
import { indicators } from '../../../db/schema/commerce-indicators';
import type { Db } from '../../../platform/db';

/** The indicator shop as the search index reads it: indicators on sale (those of `ids`). Reading only. */
export async function listIndicatorsForSearch(db: Db, ids?: number[]) {
  const rows = await db
    .select()
    .from(indicators)
    .where(and(eq(indicators.isOnSale, true), ids ? inArray(indicators.id, ids) : undefined));
  return rows.map((row) => ({
    refId: row.id,
    title: row.name,
    body: [row.code, row.category, row.summary, row.description].join('\n'),
    link: paths.indicator(row.id),
    // The shop's order: the first listed reads as the newest on equal relevance.
    publishedAt: new Date(Date.UTC(2026, 0, 1) - row.sort * 60_000),
  }));
}
