import { count, type SQL } from 'drizzle-orm';
import type { PgSelect, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './db';

/** A page of a list as the calls ask for it: 1-based `page`, `limit` rows a page. */
export interface PageQuery {
  page: number;
  limit: number;
}

/**
 * One page of a list and the list's size, asked at once: `rows` is the list's query in its order
 * (built with `.$dynamic()`), `total` counts what `where` selects in `table`.
 */
export async function readPage<Rows extends PgSelect>(
  db: Db,
  list: { rows: Rows; table: PgTable; where?: SQL; page: PageQuery },
) {
  const { page, limit } = list.page;
  // A dynamic query's limit and offset answer the builder's base type; its rows are still `Rows`'.
  const pageRows = list.rows.limit(limit).offset((page - 1) * limit) as unknown as PromiseLike<Awaited<Rows>>;
  const [rows, [total]] = await Promise.all([pageRows, db.select({ n: count() }).from(list.table).where(list.where)]);
  return { rows, total: total?.n ?? 0 };
}
