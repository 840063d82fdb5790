import type { BbasCategory, BbasDirection, BbasViewPoint } from '@vce/contract/bbas';
import { and, asc, desc, eq, ilike, inArray, lt } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { bbasCategories, bbasNotes, bbasViews } from '../../db/schema/bbas';
import type { Db } from '../../platform/db';
import { containing } from '../../platform/like-pattern';
import { readPage } from '../../platform/paging';

/** Enabled categories, largest weigh first. */
export async function listEnabledCategories(db: Db): Promise<BbasCategory[]> {
  const rows = await db
    .select()
    .from(bbasCategories)
    .where(eq(bbasCategories.enabled, true))
    .orderBy(desc(bbasCategories.weigh), asc(bbasCategories.productId));
  return rows.map((row) => ({
    id: row.productId,
    type: row.type,
    name: row.name,
    match_name: row.matchName,
    image: row.image,
    description: row.description,
    symbol: row.symbol,
    exchange: row.exchange,
    weigh: row.weigh,
    switch: 1,
    is_recommend: row.isRecommend ? 1 : 0,
  }));
}

/** A product's newest editor notes (before `before` when paging back). */
/** The newest editor notes of one product, or of several (`symbols`), before `before` (ms). */
export function findNotes(db: Db, input: { symbol: string | string[]; limit: number; before?: number }) {
  return db
    .select()
    .from(bbasNotes)
    .where(
      and(
        typeof input.symbol === 'string' ? eq(bbasNotes.symbol, input.symbol) : inArray(bbasNotes.symbol, input.symbol),
        input.before === undefined ? undefined : lt(bbasNotes.publishedAt, new Date(input.before)),
      ),
    )
    .orderBy(desc(bbasNotes.publishedAt), desc(bbasNotes.id))
    .limit(input.limit);
}

export const viewPointOf = (row: typeof bbasViews.$inferSelect): BbasViewPoint => ({
  id: row.id,
  broker_name: row.brokerName,
  symbol: row.symbol,
  direction: row.direction as BbasDirection,
  title: row.title,
  summary: row.summary,
  pdf_url: row.pdfUrl,
  published_at: row.publishedAt.getTime(),
});

/** Each desk's newest view on a product, newest first. */
export async function findLatestViewPerDesk(db: Db, symbol: string) {
  const rows = await db
    .selectDistinctOn([bbasViews.brokerName])
    .from(bbasViews)
    .where(eq(bbasViews.symbol, symbol))
    .orderBy(bbasViews.brokerName, desc(bbasViews.publishedAt), desc(bbasViews.id));
  return rows.map(viewPointOf).sort((a, b) => b.published_at - a.published_at || b.id - a.id);
}

/** The console's filter of notes and views: a product, a word in the title. */
export interface ContentFilter {
  symbol?: string;
  keyword?: string;
  page: number;
  limit: number;
}

export const contentWhere = (columns: { symbol: PgColumn; title: PgColumn }, filter: ContentFilter) =>
  and(
    filter.symbol ? eq(columns.symbol, filter.symbol) : undefined,
    filter.keyword ? ilike(columns.title, containing(filter.keyword)) : undefined,
  );

/** One page of the views the filter selects, newest first, and how many there are. */
export function readViewPage(db: Db, filter: ContentFilter) {
  const where = contentWhere(bbasViews, filter);
  const rows = db
    .select()
    .from(bbasViews)
    .where(where)
    .orderBy(desc(bbasViews.publishedAt), desc(bbasViews.id))
    .$dynamic();
  return readPage(db, { rows, table: bbasViews, where, page: filter });
}

/** One page of a product's views as readers see them. */
export async function findViewPage(db: Db, input: { symbol: string; page: number; limit: number }) {
  const page = await readViewPage(db, input);
  return { total: page.total, list: page.rows.map(viewPointOf) };
}
