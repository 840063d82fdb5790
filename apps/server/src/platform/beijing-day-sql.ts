import { type AnyColumn, type SQL, sql } from 'drizzle-orm';

/**
 * The Beijing day (YYYY-MM-DD) of a timestamp column, in SQL: a day's figures are counted by the
 * Chinese calendar day. UTC shifted by eight hours rather than a time-zone name: the embedded
 * database answers the same without a zone table.
 */
export const beijingDayOf = (column: AnyColumn | SQL) =>
  sql<string>`to_char((${column} at time zone 'UTC') + interval '8 hours', 'YYYY-MM-DD')`;

/** A range of instants: from the first day's start until the day after the last. */
export interface InstantRange {
  from: Date;
  until: Date;
}
