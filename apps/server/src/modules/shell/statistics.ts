import { siteStatistics } from '../../db/schema/shell';
import type { Db } from '../../platform/db';

type Row = typeof siteStatistics.$inferInsert;

const FLUSH_EVERY_MS = 1000;
const FLUSH_AT_ROWS = 200;
const MAX_BUFFERED = 20_000;

/**
 * Click and view statistics arrive in bursts; rows are buffered and written in one multi-row
 * insert per second (or per 200 rows), so a burst costs a few statements, not one per click.
 */
export function createStatisticsBuffer(deps: { db: Db; onError: (error: unknown) => void }) {
  let rows: Row[] = [];
  /** Rows accepted and not written yet: waiting here or in a write under way. */
  let unwritten = 0;
  let timer: NodeJS.Timeout | null = null;
  let writing: Promise<void> = Promise.resolve();

  const flush = () => {
    if (timer) clearTimeout(timer);
    timer = null;
    if (rows.length === 0) return writing;
    const batch = rows;
    rows = [];
    writing = writing.then(() =>
      deps.db
        .insert(siteStatistics)
        .values(batch)
        .then(() => undefined, deps.onError)
        .finally(() => {
          unwritten -= batch.length;
        }),
    );
    return writing;
  };

  return {
    add(row: Row) {
      // Beyond this the database is not keeping up; dropping statistics beats exhausting memory.
      if (unwritten >= MAX_BUFFERED) return;
      unwritten++;
      rows.push(row);
      if (rows.length >= FLUSH_AT_ROWS) void flush();
      else timer ??= setTimeout(flush, FLUSH_EVERY_MS);
    },
    flush,
  };
}
