import type { HonourKey } from '@vce/contract/community-members';
import { and, asc, count, eq, isNull, sql } from 'drizzle-orm';
import { communityPosts } from '../../../db/schema/community';
import { communityComments } from '../../../db/schema/community-comments';
import { communityHonours } from '../../../db/schema/community-members';
import type { Db } from '../../../platform/db';

/** Grants an honour once; a second grant (another delivery, another deed) adds nothing. */
export async function grantHonour(tx: Db, input: { userId: number; honour: HonourKey }) {
  await tx.insert(communityHonours).values(input).onConflictDoNothing();
}

/** A member's honours, in the order they were earned. */
export async function listHonours(db: Db, userId: number) {
  const rows = await db
    .select({ honour: communityHonours.honour })
    .from(communityHonours)
    .where(eq(communityHonours.userId, userId))
    .orderBy(asc(communityHonours.grantedAt));
  return rows.map((row) => row.honour as HonourKey);
}

/** A member's live posts and the likes their live posts and comments have received. */
export async function readAuthorCounts(db: Db, userId: number) {
  const [[posts], [comments]] = await Promise.all([
    db
      .select({ n: count(), likes: sql<number>`coalesce(sum(${communityPosts.likeCount}), 0)`.mapWith(Number) })
      .from(communityPosts)
      .where(and(eq(communityPosts.userId, userId), isNull(communityPosts.deletedAt))),
    db
      .select({ likes: sql<number>`coalesce(sum(${communityComments.likeCount}), 0)`.mapWith(Number) })
      .from(communityComments)
      .where(and(eq(communityComments.userId, userId), isNull(communityComments.deletedAt))),
  ]);
  return { postCount: posts?.n ?? 0, likeCount: (posts?.likes ?? 0) + (comments?.likes ?? 0) };
}
