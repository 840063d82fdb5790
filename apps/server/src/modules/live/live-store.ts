import { asc, sql } from 'drizzle-orm';
import { liveRooms, liveTimeGrants, liveWatchMinutes } from '../../db/schema/live';
import type { Db } from '../../platform/db';

/** The rooms in the header's Live dropdown, in the operators' order. */
export const listRooms = (db: Db) =>
  db
    .select({
      id: liveRooms.id,
      type: liveRooms.type,
      name: liveRooms.name,
      live_status: liveRooms.liveStatus,
      image: liveRooms.image,
    })
    .from(liveRooms)
    .orderBy(asc(liveRooms.sort), asc(liveRooms.id));

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
