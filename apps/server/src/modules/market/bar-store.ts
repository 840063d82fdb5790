import { and, desc, eq, inArray, lt, max, sql } from 'drizzle-orm';
import { marketBarChunks } from '../../db/schema/market';
import type { Db } from '../../platform/db';
import type { Bar } from '@vce/market-core/bar';
import { decodeBars, encodeBars } from './bar-codec';
import { MinuteDayCache } from './minute-day-cache';

export type ChunkPeriod = '1m' | '1d';

export interface BarChunk {
  series: string;
  period: ChunkPeriod;
  chunk: string;
  bars: readonly Bar[];
}

/** Rows per insert: big enough to be quick on PGlite, small enough for pg's parameter limit. */
const rowsPerInsert = 40;

/**
 * Decoded minute bars kept per store: ~14 MB of heap, the 30 stored days of a dozen products, or
 * the 5,000-bar 1m charts of some twenty (see docs/decisions.md "Market").
 */
const cachedMinuteBars = 100_000;

/** Persistence of bar series in packed chunks (schema: market_bar_chunks). */
export function createBarStore(db: Db) {
  const minuteDays = new MinuteDayCache(cachedMinuteBars);
  // Microseconds as text: a Date would round them away, and with them a rewrite within the same ms.
  const version = sql<string>`${marketBarChunks.updatedAt}::text`;
  const minuteChunksOf = (series: string) => and(eq(marketBarChunks.series, series), eq(marketBarChunks.period, '1m'));

  return {
    /** Writes chunks, replacing stored ones of the same key (the last given wins). */
    async writeChunks(given: readonly BarChunk[]) {
      // One insert may not touch a row twice, so repeated keys are settled here.
      const chunks = [
        ...new Map(given.map((chunk) => [`${chunk.series}|${chunk.period}|${chunk.chunk}`, chunk])).values(),
      ];
      for (let at = 0; at < chunks.length; at += rowsPerInsert) {
        const rows = chunks.slice(at, at + rowsPerInsert).map((chunk) => ({
          series: chunk.series,
          period: chunk.period,
          chunk: chunk.chunk,
          bars: encodeBars(chunk.bars),
        }));
        await db
          .insert(marketBarChunks)
          .values(rows)
          .onConflictDoUpdate({
            target: [marketBarChunks.series, marketBarChunks.period, marketBarChunks.chunk],
            set: { bars: sql`excluded.bars`, updatedAt: sql`now()` },
          });
      }
    },

    /** The newest minute chunk (trading day) of every series, to see what history exists. */
    async latestMinuteDays(): Promise<Map<string, string>> {
      const rows = await db
        .select({ series: marketBarChunks.series, day: max(marketBarChunks.chunk) })
        .from(marketBarChunks)
        .where(eq(marketBarChunks.period, '1m'))
        .groupBy(marketBarChunks.series);
      return new Map(rows.map((row) => [row.series, row.day ?? '']));
    },

    /** When a series' minute bars were last written (any day's), as text; '' when none are stored. */
    async latestMinuteWrite(series: string): Promise<string> {
      const [row] = await db
        .select({ at: sql<string | null>`max(${marketBarChunks.updatedAt})::text` })
        .from(marketBarChunks)
        .where(minuteChunksOf(series));
      return row?.at ?? '';
    },

    /** One chunk's bars (none when it is not stored). */
    async readChunk(series: string, period: ChunkPeriod, chunk: string, tick: number): Promise<Bar[]> {
      const [row] = await db
        .select({ bars: marketBarChunks.bars })
        .from(marketBarChunks)
        .where(
          and(eq(marketBarChunks.series, series), eq(marketBarChunks.period, period), eq(marketBarChunks.chunk, chunk)),
        );
      return row ? decodeBars(row.bars, tick) : [];
    },

    /** Every daily bar of a series, oldest first. */
    async readDaily(series: string, tick: number): Promise<Bar[]> {
      const rows = await db
        .select({ bars: marketBarChunks.bars })
        .from(marketBarChunks)
        .where(and(eq(marketBarChunks.series, series), eq(marketBarChunks.period, '1d')))
        .orderBy(marketBarChunks.chunk);
      return rows.flatMap((row) => decodeBars(row.bars, tick));
    },

    /**
     * Minute bars of up to `days` trading days before `beforeDay`, newest day first. Only the days'
     * versions are read when all of them are decoded already (a 5,000-bar 1m chart spans ~23 days).
     */
    async readMinuteDays(series: string, beforeDay: string, days: number, tick: number) {
      const stored = await db
        .select({ day: marketBarChunks.chunk, version })
        .from(marketBarChunks)
        .where(and(minuteChunksOf(series), lt(marketBarChunks.chunk, beforeDay)))
        .orderBy(desc(marketBarChunks.chunk))
        .limit(days);
      const keyOf = (day: string) => `${series}|${day}`;
      const decoded = new Map<string, readonly Bar[]>();
      for (const { day, version: current } of stored) {
        const bars = minuteDays.get(keyOf(day), current);
        if (bars) decoded.set(day, bars);
      }
      const missing = stored.filter(({ day }) => !decoded.has(day)).map(({ day }) => day);
      if (missing.length > 0) {
        const rows = await db
          .select({ day: marketBarChunks.chunk, version, bars: marketBarChunks.bars })
          .from(marketBarChunks)
          .where(and(minuteChunksOf(series), inArray(marketBarChunks.chunk, missing)));
        for (const row of rows) {
          const bars = decodeBars(row.bars, tick);
          // Kept under the version read with the bytes: a rewrite in between is read again next time.
          minuteDays.set(keyOf(row.day), row.version, bars);
          decoded.set(row.day, bars);
        }
      }
      return stored.flatMap(({ day }) => {
        const bars = decoded.get(day);
        return bars ? [{ tradingDay: day, bars }] : [];
      });
    },
  };
}

export type BarStore = ReturnType<typeof createBarStore>;
