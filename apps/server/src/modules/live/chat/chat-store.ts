import { and, asc, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import { liveChatMessages, liveChatMutes, liveRooms } from '../../../db/schema/live';
import type { Db } from '../../../platform/db';

export type ChatRow = typeof liveChatMessages.$inferSelect;
type NewChat = Omit<typeof liveChatMessages.$inferInsert, 'seq' | 'roomId'>;

const shown = (roomId: number) => and(eq(liveChatMessages.roomId, roomId), isNull(liveChatMessages.removedAt));

/**
 * Stores a message under the room's next number, in one statement: taking the number locks the
 * room's row until the statement commits, so a room's messages are numbered in the order they commit,
 * with no gaps, and the lock is never held across a round trip (a busy process's event loop would
 * otherwise keep every other process's speakers in the room waiting on it).
 */
export async function insertChatMessage(db: Db, roomId: number, message: NewChat) {
  const next = db.$with('next_chat_seq').as(
    db
      .update(liveRooms)
      .set({ chatSeq: sql`${liveRooms.chatSeq} + 1` })
      .where(eq(liveRooms.id, roomId))
      .returning({ seq: liveRooms.chatSeq }),
  );
  const [row] = await db
    .with(next)
    .insert(liveChatMessages)
    .select((qb) =>
      qb
        .select({
          roomId: sql`${roomId}::integer`.as('room_id'),
          seq: next.seq,
          userId: sql`${message.userId}::integer`.as('user_id'),
          nickname: sql`${message.nickname}::text`.as('nickname'),
          avatar: sql`${message.avatar}::text`.as('avatar'),
          level: sql`${message.level}::smallint`.as('level'),
          isVip: sql`${message.isVip}::boolean`.as('is_vip'),
          kind: sql`${message.kind}::text`.as('kind'),
          content: sql`${message.content}::text`.as('content'),
          createdAt: sql`now()`.as('created_at'),
          removedAt: sql`null::timestamptz`.as('removed_at'),
        })
        .from(next),
    )
    .returning();
  return row!;
}

/** The shown messages after `sinceSeq`, oldest first, at most `limit`. */
export const listChatAfter = (db: Db, roomId: number, sinceSeq: number, limit: number) =>
  db
    .select()
    .from(liveChatMessages)
    .where(and(shown(roomId), gt(liveChatMessages.seq, sinceSeq)))
    .orderBy(asc(liveChatMessages.seq))
    .limit(limit);

/** The latest shown messages (before `beforeSeq` when given), newest first, at most `limit`. */
export const listChatBefore = (db: Db, roomId: number, beforeSeq: number | undefined, limit: number) =>
  db
    .select()
    .from(liveChatMessages)
    .where(and(shown(roomId), beforeSeq === undefined ? undefined : lt(liveChatMessages.seq, beforeSeq)))
    .orderBy(desc(liveChatMessages.seq))
    .limit(limit);

export async function findChatMessage(db: Db, roomId: number, seq: number) {
  const [row] = await db
    .select()
    .from(liveChatMessages)
    .where(and(shown(roomId), eq(liveChatMessages.seq, seq)));
  return row;
}

/** Marks a shown message removed; false when there was none to remove. */
export async function markChatRemoved(db: Db, roomId: number, seq: number) {
  const removed = await db
    .update(liveChatMessages)
    .set({ removedAt: new Date() })
    .where(and(shown(roomId), eq(liveChatMessages.seq, seq)))
    .returning({ seq: liveChatMessages.seq });
  return removed.length > 0;
}

/** Until when a user is muted in a room; null when they are not (or no longer). */
export async function findMutedUntil(db: Db, roomId: number, userId: number) {
  const [row] = await db
    .select({ until: liveChatMutes.until })
    .from(liveChatMutes)
    .where(
      and(eq(liveChatMutes.roomId, roomId), eq(liveChatMutes.userId, userId), gt(liveChatMutes.until, new Date())),
    );
  return row?.until ?? null;
}

export async function setMute(db: Db, mute: { roomId: number; userId: number; until: Date; byUserId: number }) {
  await db
    .insert(liveChatMutes)
    .values(mute)
    .onConflictDoUpdate({
      target: [liveChatMutes.roomId, liveChatMutes.userId],
      set: { until: mute.until, byUserId: mute.byUserId },
    });
}

export async function liftMute(db: Db, roomId: number, userId: number) {
  await db.delete(liveChatMutes).where(and(eq(liveChatMutes.roomId, roomId), eq(liveChatMutes.userId, userId)));
}
