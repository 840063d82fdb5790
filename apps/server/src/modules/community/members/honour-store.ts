import type { HonourKey } from '@vce/contract/community-members';
import { and, asc, count, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { communityPosts } from '../../../db/schema/community';
import { communityComments } from '../../../db/schema/community-comments';
import { communityHonours } from '../../../db/schema/community-members';
import type { Db } from '../../../platform/db';

/** Grants an honour once; a second grant (another delivery, another deed) adds nothing. */
export async function grantHonour(tx: Db, input: { userId: number; honour: HonourKey }) {
  await tx.insert(communityHonours).values(input).onConflictDoNothing();
}

/** A member's honours (not those taken back), in the order they were earned. */
export async function listHonours(db: Db, userId: number) {
  const rows = await db
    .select({ honour: communityHonours.honour })
    .from(communityHonours)
    .where(and(eq(communityHonours.userId, userId), isNull(communityHonours.revokedAt)))
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

/** How many members hold each honour now. */
export async function countHolders(db: Db) {
  const rows = await db
    .select({ honour: communityHonours.honour, n: count() })
    .from(communityHonours)
    .where(isNull(communityHonours.revokedAt))
    .groupBy(communityHonours.honour);
  return new Map(rows.map((row) => [row.honour as HonourKey, row.n]));
}

/** A member's honours, held and taken back, in the order they were earned. */
export const listMemberHonourRows = (db: Db, userId: number) =>
  db
    .select()
    .from(communityHonours)
    .where(eq(communityHonours.userId, userId))
    .orderBy(asc(communityHonours.grantedAt));

/** A moderator's grant: a new honour, or one taken back given back (dated now). */
export const grantHonourAgain = (db: Db, input: { userId: number; honour: HonourKey }) =>
  db
    .insert(communityHonours)
    .values(input)
    .onConflictDoUpdate({
      target: [communityHonours.userId, communityHonours.honour],
      set: { revokedAt: null, grantedAt: new Date() },
      setWhere: isNotNull(communityHonours.revokedAt),
    });

/** Takes a held honour back; answers whether one was held. */
export async function revokeHonourRow(db: Db, input: { userId: number; honour: HonourKey }) {
  const revoked = await db
    .update(communityHonours)
    .set({ revokedAt: new Date() })
    .where(
      and(
        eq(communityHonours.userId, input.userId),
        eq(communityHonours.honour, input.honour),
        isNull(communityHonours.revokedAt),
      ),
    )
    .returning({ userId: communityHonours.userId });
  return revoked.length > 0;
}
