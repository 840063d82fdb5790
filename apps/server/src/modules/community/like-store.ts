import type { LikeTarget } from '@vce/contract/community-likes';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { communityPosts } from '../../db/schema/community';
import { communityComments, communityLikes } from '../../db/schema/community-comments';
import type { Db } from '../../platform/db';
import type { WrittenRows } from './write-limits';

/** Likes as the daily limit counts them (a like taken back no longer counts). */
export const writtenLikes = {
  kind: 'like',
  table: communityLikes,
  userId: communityLikes.userId,
  createdAt: communityLikes.createdAt,
} satisfies WrittenRows;

/** The table and columns of what may be liked: its live rows only. */
const targets = {
  post: {
    table: communityPosts,
    id: communityPosts.id,
    authorId: communityPosts.userId,
    likeCount: communityPosts.likeCount,
    live: isNull(communityPosts.deletedAt),
  },
  comment: {
    table: communityComments,
    id: communityComments.id,
    authorId: communityComments.userId,
    likeCount: communityComments.likeCount,
    live: isNull(communityComments.deletedAt),
  },
};

/**
 * Locks a live post or comment's row for the rest of the transaction and answers its author, so
 * concurrent likes of it change its count one after another; undefined when it is gone.
 */
export async function lockLikeTarget(tx: Db, type: LikeTarget, id: number) {
  const target = targets[type];
  const [row] = await tx
    .select({ authorId: target.authorId })
    .from(target.table)
    .where(and(eq(target.id, id), target.live))
    .for('update');
  return row?.authorId;
}

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
