import { and, count, countDistinct, desc, eq, gte, isNotNull, lt, sql } from 'drizzle-orm';
import { siteStatistics } from '../../db/schema/shell';
import { beijingDayOf, type InstantRange } from '../../platform/beijing-day-sql';
import type { Db } from '../../platform/db';

/** The page-view statistic's type (shared/statistics.ts sends it on every route). */
const PAGE_VIEW = 15;

const within = (range: InstantRange) =>
  and(gte(siteStatistics.createdAt, range.from), lt(siteStatistics.createdAt, range.until));

/** Each Beijing day's distinct visitors (by their uuid) and page views. Reading only. */
export async function readVisitsByDay(db: Db, range: InstantRange) {
  const day = beijingDayOf(siteStatistics.createdAt);
  return db
    .select({
      day,
      visitors: countDistinct(siteStatistics.uuid),
      pageViews: sql<number>`count(*) filter (where ${siteStatistics.type} = ${PAGE_VIEW})`.mapWith(Number),
    })
    .from(siteStatistics)
    .where(within(range))
    .groupBy(day);
}

/** How many of each statistics type the range has, the most first. */
export const readStatisticTypeCounts = (db: Db, range: InstantRange) =>
  db
    .select({ type: siteStatistics.type, count: count() })
    .from(siteStatistics)
    .where(within(range))
    .groupBy(siteStatistics.type)
    .orderBy(desc(count()));

/** The most viewed routes of the range. */
export const readTopPaths = (db: Db, range: InstantRange, limit: number) =>
  db
    .select({ path: siteStatistics.path, count: count() })
    .from(siteStatistics)
    .where(and(within(range), eq(siteStatistics.type, PAGE_VIEW), isNotNull(siteStatistics.path)))
    .groupBy(siteStatistics.path)
    .orderBy(desc(count()))
    .limit(limit);
