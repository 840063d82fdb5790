import { and, eq, gt, sql } from 'drizzle-orm';
import { liveTimeGrants, liveWatchMinutes } from '../../db/schema/live';
import type { Db } from '../../platform/db';

/** The day's live-time grant row; false when the user already has today's. */
export async function insertLiveTimeGrant(tx: Db, grant: { userId: number; day: string; minutes: number }) {
  const granted = await tx
    .insert(liveTimeGrants)
    .values(grant)
    .onConflictDoNothing()
    .returning({ userId: liveTimeGrants.userId });
  return granted.length > 0;
}

/** Adds watching minutes to the user's balance of them; answers the minutes left after it. */
export async function addWatchMinutes(tx: Db, input: { userId: number; minutes: number }) {
  const [row] = await tx
    .insert(liveWatchMinutes)
    .values({ userId: input.userId, minutesLeft: input.minutes })
    .onConflictDoUpdate({
      target: liveWatchMinutes.userId,
      set: { minutesLeft: sql`${liveWatchMinutes.minutesLeft} + ${input.minutes}` },
    })
    .returning({ minutesLeft: liveWatchMinutes.minutesLeft });
  return row!.minutesLeft;
}

/** The live-time minutes a user holds (0 when they never had any). */
export async function findWatchMinutes(db: Db, userId: number) {
  const [row] = await db
    .select({ minutesLeft: liveWatchMinutes.minutesLeft })
    .from(liveWatchMinutes)
    .where(eq(liveWatchMinutes.userId, userId));
  return row?.minutesLeft ?? 0;
}

/** Spends one minute when any is left; answers the minutes left after it, or null when there were none. */
export async function spendWatchMinute(db: Db, userId: number) {
  const [row] = await db
    .update(liveWatchMinutes)
    .set({ minutesLeft: sql`${liveWatchMinutes.minutesLeft} - 1` })
    .where(and(eq(liveWatchMinutes.userId, userId), gt(liveWatchMinutes.minutesLeft, 0)))
    .returning({ minutesLeft: liveWatchMinutes.minutesLeft });
  return row?.minutesLeft ?? null;
}
