import { and, asc, between, eq, inArray, sql } from 'drizzle-orm';
import { dailySignins, drawChances, signInRewards } from '../../../db/schema/commerce-sign-in';
import type { Db } from '../../../platform/db';

/**
 * Writes today's sign-in with its streak (yesterday's plus one) in one statement. Concurrent
 * repeats meet the unique index and write nothing; answers the streak this call wrote, else null.
 */
export async function insertSignin(db: Db, input: { userId: number; day: string; yesterday: string }) {
  const previous = sql`(select ${dailySignins.streak} from ${dailySignins}
    where ${dailySignins.userId} = ${input.userId} and ${dailySignins.day} = ${input.yesterday})`;
  const [written] = await db
    .insert(dailySignins)
    .values({ userId: input.userId, day: input.day, streak: sql`coalesce(${previous}, 0) + 1` })
    .onConflictDoNothing({ target: [dailySignins.userId, dailySignins.day] })
    .returning({ streak: dailySignins.streak });
  return written?.streak ?? null;
}

/** The user's sign-ins on the given days (today and yesterday), with their streaks. */
export const findSigninsOn = (db: Db, input: { userId: number; days: string[] }) =>
  db
    .select({ day: dailySignins.day, streak: dailySignins.streak })
    .from(dailySignins)
    .where(and(eq(dailySignins.userId, input.userId), inArray(dailySignins.day, input.days)));

/** The days signed between two days (inclusive), in order. */
export async function findSignedDays(db: Db, input: { userId: number; from: string; to: string }) {
  const rows = await db
    .select({ day: dailySignins.day })
    .from(dailySignins)
    .where(and(eq(dailySignins.userId, input.userId), between(dailySignins.day, input.from, input.to)))
    .orderBy(asc(dailySignins.day));
  return rows.map((row) => row.day);
}

/** The reward table, day 1 first. */
export const listSignInRewards = (db: Db) => db.select().from(signInRewards).orderBy(asc(signInRewards.runDay));

/** The V粒 of day `runDay` of a run: its row, or past the table the last row's (0 with no table). */
export function rewardOfRunDay(rewards: { runDay: number; points: number }[], runDay: number) {
  if (runDay < 1) return 0;
  return rewards.findLast((row) => row.runDay <= runDay)?.points ?? 0;
}

export async function readDrawChances(db: Db, userId: number) {
  const [row] = await db.select().from(drawChances).where(eq(drawChances.userId, userId));
  return row?.remaining ?? 0;
}

/** Adds draw chances; call inside the transaction that earned them. */
export async function addDrawChances(tx: Db, input: { userId: number; count: number }) {
  await tx
    .insert(drawChances)
    .values({ userId: input.userId, remaining: input.count })
    .onConflictDoUpdate({
      target: drawChances.userId,
      set: { remaining: sql`${drawChances.remaining} + ${input.count}` },
    });
}

/** Takes one chance if any is left (a guarded update: never used twice, even by concurrent clicks). */
export async function spendDrawChance(tx: Db, userId: number) {
  const [row] = await tx
    .update(drawChances)
    .set({ remaining: sql`${drawChances.remaining} - 1` })
    .where(and(eq(drawChances.userId, userId), sql`${drawChances.remaining} > 0`))
    .returning({ remaining: drawChances.remaining });
  return row ? row.remaining : null;
}
