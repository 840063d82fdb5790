import { and, count, eq, inArray } from 'drizzle-orm';
import { communityFavourites, communityPostViews } from '../../../db/schema/community-reading';
import type { Db } from '../../../platform/db';
import type { PostMarks } from '../post-store';

export const favouriteMarks = {
  table: communityFavourites,
  userId: communityFavourites.userId,
  postId: communityFavourites.postId,
  at: communityFavourites.createdAt,
} satisfies PostMarks;

export const viewMarks = {
  table: communityPostViews,
  userId: communityPostViews.userId,
  postId: communityPostViews.postId,
  at: communityPostViews.viewedAt,
} satisfies PostMarks;

/** Keeps (`keep`) or lets go a favourite; idempotent both ways. */
export async function setFavourite(db: Db, input: { userId: number; postId: number; keep: boolean }) {
  const key = { userId: input.userId, postId: input.postId };
  if (input.keep) await db.insert(communityFavourites).values(key).onConflictDoNothing();
  else
    await db
      .delete(communityFavourites)
      .where(and(eq(communityFavourites.userId, key.userId), eq(communityFavourites.postId, key.postId)));
}

export async function countFavourites(db: Db, userId: number) {
  const [row] = await db.select({ n: count() }).from(communityFavourites).where(eq(communityFavourites.userId, userId));
  return row?.n ?? 0;
}

/** Which of `postIds` the user keeps. */
export async function favouriteIds(db: Db, input: { userId: number | null; postIds: number[] }) {
  if (input.userId === null || input.postIds.length === 0) return new Set<number>();
  const rows = await db
    .select({ postId: communityFavourites.postId })
    .from(communityFavourites)
    .where(and(eq(communityFavourites.userId, input.userId), inArray(communityFavourites.postId, input.postIds)));
  return new Set(rows.map((row) => row.postId));
}

/** The user read the post now: its one reading moves to the top of their history. */
export async function recordView(db: Db, input: { userId: number; postId: number }) {
  await db
    .insert(communityPostViews)
    .values(input)
    .onConflictDoUpdate({
      target: [communityPostViews.userId, communityPostViews.postId],
      set: { viewedAt: new Date() },
    });
}

/** Forgets one of the user's readings, or all of them; answers how many went. */
export async function deleteViews(db: Db, input: { userId: number; postId?: number }) {
  const rows = await db
    .delete(communityPostViews)
    .where(
      and(
        eq(communityPostViews.userId, input.userId),
        input.postId === undefined ? undefined : eq(communityPostViews.postId, input.postId),
      ),
    )
    .returning({ postId: communityPostViews.postId });
  return rows.length;
}
