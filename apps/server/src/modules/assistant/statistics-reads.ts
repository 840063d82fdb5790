import { and, count, gte, lt } from 'drizzle-orm';
import { assistantChats } from '../../db/schema/assistant';
import { beijingDayOf, type InstantRange } from '../../platform/beijing-day-sql';
import type { Db } from '../../platform/db';

/** Each Beijing day's questions put to the assistant (answered or not). Reading only. */
export async function readQuestionsByDay(db: Db, range: InstantRange) {
  const day = beijingDayOf(assistantChats.createdAt);
  return db
    .select({ day, count: count() })
    .from(assistantChats)
    .where(and(gte(assistantChats.createdAt, range.from), lt(assistantChats.createdAt, range.until)))
    .groupBy(day);
}
