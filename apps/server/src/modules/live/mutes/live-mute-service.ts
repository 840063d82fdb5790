import type { AdminMuteRow } from '@vce/contract/admin-mutes';
import { msg } from '@vce/contract/messages';
import { and, desc, eq, gt, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { liveMutes } from '../../../db/schema/live';
import { sqlStateOf } from '../../../platform/database-errors';
import type { Db } from '../../../platform/db';
import { AppError } from '../../../platform/errors';
import { keysetRows } from '../../../platform/keyset';
import { readPage } from '../../../platform/paging';
import { inTransaction } from '../../../platform/transaction';
import { unixSeconds } from '../../../platform/unix-time';
import { findUserDisplays } from '../../account/account-service';

/**
 * The moderators' mutes (the console's 禁言, the live area's door): a muted user may not speak in any
 * room's chat nor comment in the circle until the mute ends. A room's staff are not held by it (a
 * room's teacher speaks in their room), as with a room's own mutes.
 */

/** How long is left of a mute, in words: 5分钟, 2小时, 3天. */
export function mutedFor(until: Date) {
  const minutes = Math.max(1, Math.ceil((until.getTime() - Date.now()) / 60_000));
  if (minutes < 60) return `${minutes}分钟`;
  if (minutes < 24 * 60) return `${Math.ceil(minutes / 60)}小时`;
  return `${Math.ceil(minutes / (24 * 60))}天`;
}

const runningMuteOf = async (db: Db, userId: number) =>
  (
    await db
      .select()
      .from(liveMutes)
      .where(sql`${liveMutes.userId} = ${userId} and ${liveMutes.until} > now()`)
  )[0];

/** Refuses a muted user's chat message or circle comment, saying how long is left. */
export async function refuseMuted(app: FastifyInstance, userId: number) {
  const mute = await runningMuteOf(app.db, userId);
  if (mute) throw AppError.reject(msg.liveMuted.replace('{time}', mutedFor(mute.until)));
}

async function rowsOf(db: Db, mutes: (typeof liveMutes.$inferSelect)[]): Promise<AdminMuteRow[]> {
  const ids = [...new Set(mutes.flatMap((mute) => [mute.userId, mute.byUserId ?? 0]))];
  const names = new Map((await findUserDisplays(db, ids)).map((user) => [user.id, user.nickname]));
  const named = (id: number) => ({ id, nickname: names.get(id) ?? '' });
  return mutes.map((mute) => ({
    user: named(mute.userId),
    until: unixSeconds(mute.until),
    reason: mute.reason,
    by: named(mute.byUserId ?? 0),
    created_at: unixSeconds(mute.createdAt),
  }));
}

/** The mutes running now, the newest first. */
export async function readLiveMutes(app: FastifyInstance, page: { page: number; limit: number }) {
  const where = gt(liveMutes.until, new Date());
  const rows = app.db.select().from(liveMutes).where(where).orderBy(desc(liveMutes.createdAt)).$dynamic();
  const found = await readPage(app.db, { rows, table: liveMutes, where, page });
  return { total: found.total, list: await rowsOf(app.db, found.rows) };
}

/** A running mute as an export reads it, named, with its time as PostgreSQL keeps it (microseconds) for the next batch. */
type MuteAfter = { mute: typeof liveMutes.$inferSelect; at: string; row: AdminMuteRow };

/** The mutes running now, the newest first, every one (up to `cap`) a named batch at a time: for an export. */
export async function* streamLiveMutes(app: FastifyInstance, cap: number) {
  const now = new Date();
  const readAfter = async (last: MuteAfter | null, limit: number): Promise<MuteAfter[]> => {
    const batch = await app.db
      .select({ mute: liveMutes, at: sql<string>`${liveMutes.createdAt}::text` })
      .from(liveMutes)
      .where(
        and(
          gt(liveMutes.until, now),
          last
            ? sql`(${liveMutes.createdAt}, ${liveMutes.userId}) < (${last.at}::timestamptz, ${last.mute.userId})`
            : undefined,
        ),
      )
      .orderBy(desc(liveMutes.createdAt), desc(liveMutes.userId))
      .limit(limit);
    const named = await rowsOf(
      app.db,
      batch.map(({ mute }) => mute),
    );
    return batch.map((found, index) => ({ ...found, row: named[index]! }));
  };
  for await (const { row } of keysetRows(readAfter, { cap })) yield row;
}

/** Mutes a user from now for `hours` (replacing a running mute); answers the mute before (if one ran) and now. */
export async function muteUser(
  app: FastifyInstance,
  input: { userId: number; hours: number; reason: string; byUserId: number },
) {
  return inTransaction(app.db, async (tx) => {
    const before = await runningMuteOf(tx, input.userId);
    const mute = {
      userId: input.userId,
      until: new Date(Date.now() + input.hours * 3_600_000),
      reason: input.reason,
      byUserId: input.byUserId,
      createdAt: new Date(),
    };
    await tx
      .insert(liveMutes)
      .values(mute)
      .onConflictDoUpdate({ target: liveMutes.userId, set: mute })
      .catch((error: unknown) => {
        // foreign_key_violation: no such user.
        throw sqlStateOf(error) === '23503' ? AppError.reject('adminUserUnknown') : error;
      });
    return { before: before ? (await rowsOf(tx, [before]))[0]! : null, after: (await rowsOf(tx, [mute]))[0]! };
  });
}

/** Ends a running mute now; answers it. */
export async function liftLiveMute(app: FastifyInstance, userId: number) {
  return inTransaction(app.db, async (tx) => {
    const mute = await runningMuteOf(tx, userId);
    if (!mute) throw AppError.reject('muteNone');
    await tx.delete(liveMutes).where(eq(liveMutes.userId, userId));
    return (await rowsOf(tx, [mute]))[0]!;
  });
}
