import type { LikeTarget } from '@vce/contract/community-likes';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { communityLikes } from '../../db/schema/community-comments';
import type { Db } from '../../platform/db';
import { targets } from './targets';
import type { WrittenRows } from './write-limits';

/** Likes as the daily limit counts them (a like taken back no longer counts). */
export const writtenLikes = {
  kind: 'like',
  table: communityLikes,
  userId: communityLikes.userId,
  createdAt: communityLikes.createdAt,
} satisfies WrittenRows;

/**
 * Adds (`by` 1) or takes back (`by` -1) the user's like and moves the target's count with it;
 * answers the count and whether a like row was added or removed.
 */
export async function setLike(tx: Db, input: { userId: number; type: LikeTarget; id: number; by: 1 | -1 }) {
  const key = { userId: input.userId, targetType: input.type, targetId: input.id };
  const changed =
    input.by === 1
      ? await tx.insert(communityLikes).values(key).onConflictDoNothing().returning({ at: communityLikes.createdAt })
      : await tx
          .delete(communityLikes)
          .where(
            and(
              eq(communityLikes.userId, key.userId),
              eq(communityLikes.targetType, key.targetType),
              eq(communityLikes.targetId, key.targetId),
            ),
          )
          .returning({ at: communityLikes.createdAt });
  const target = targets[input.type];
  const [row] = await tx
    .update(target.table)
    .set({ likeCount: sql`${target.likeCount} + ${changed.length * input.by}` })
    .where(eq(target.id, input.id))
    .returning({ likeCount: target.likeCount });
  return { likeCount: row!.likeCount, changed: changed.length > 0 };
}

/** Which of `ids` the user likes. */
export async function likedIds(db: Db, input: { userId: number | null; type: LikeTarget; ids: number[] }) {
  if (input.userId === null || input.ids.length === 0) return new Set<number>();
  const rows = await db
    .select({ id: communityLikes.targetId })
    .from(communityLikes)
    .where(
      and(
        eq(communityLikes.userId, input.userId),
        eq(communityLikes.targetType, input.type),
        inArray(communityLikes.targetId, input.ids),
      ),
    );
  return new Set(rows.map((row) => row.id));
}
