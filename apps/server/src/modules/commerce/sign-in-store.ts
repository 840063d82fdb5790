import { and, eq, inArray, sql } from 'drizzle-orm';
import { dailySignins } from '../../db/schema/commerce';
import type { Db } from '../../platform/db';

/**
 * Writes today's sign-in with its streak (yesterday's plus one) in one statement. Concurrent
 * repeats meet the unique index and write nothing; answers whether this call wrote the row.
 */
export async function insertSignin(db: Db, input: { userId: number; day: string; yesterday: string }) {
  const previous = sql`(select ${dailySignins.streak} from ${dailySignins}
    where ${dailySignins.userId} = ${input.userId} and ${dailySignins.day} = ${input.yesterday})`;
  const written = await db
    .insert(dailySignins)
    .values({ userId: input.userId, day: input.day, streak: sql`coalesce(${previous}, 0) + 1` })
    .onConflictDoNothing({ target: [dailySignins.userId, dailySignins.day] })
    .returning({ id: dailySignins.id });
  return written.length > 0;
}

/** The user's sign-ins on the given days (today and yesterday), with their streaks. */
export const findSigninsOn = (db: Db, input: { userId: number; days: string[] }) =>
  db
    .select({ day: dailySignins.day, streak: dailySignins.streak })
    .from(dailySignins)
    .where(and(eq(dailySignins.userId, input.userId), inArray(dailySignins.day, input.days)));
