import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { users } from '../../db/schema/account';
import { userFollowedProducts, userFollows } from '../../db/schema/account-profile';
import type { Db } from '../../platform/db';
import { readPage } from '../../platform/paging';
import { inTransaction } from '../../platform/transaction';
import { joinProductsOn, productDisplayColumns } from '../market/market-reads';

export async function countFollows(db: Db, userId: number) {
  const [[following], [fans]] = await Promise.all([
    db.select({ n: count() }).from(userFollows).where(eq(userFollows.followerId, userId)),
    db.select({ n: count() }).from(userFollows).where(eq(userFollows.followeeId, userId)),
  ]);
  return { follow_count: following?.n ?? 0, fans_count: fans?.n ?? 0 };
}

/** Adds a follow; answers whether it is new (a repeat, or one sent twice at once, adds nothing). */
export async function insertFollow(tx: Db, input: { followerId: number; followeeId: number }) {
  const rows = await tx
    .insert(userFollows)
    .values(input)
    .onConflictDoNothing()
    .returning({ at: userFollows.createdAt });
  return rows.length > 0;
}

export async function deleteFollow(tx: Db, input: { followerId: number; followeeId: number }) {
  await tx
    .delete(userFollows)
    .where(and(eq(userFollows.followerId, input.followerId), eq(userFollows.followeeId, input.followeeId)));
}

export async function isFollowing(db: Db, input: { followerId: number; followeeId: number }) {
  const [row] = await db
    .select({ at: userFollows.createdAt })
    .from(userFollows)
    .where(and(eq(userFollows.followerId, input.followerId), eq(userFollows.followeeId, input.followeeId)));
  return !!row;
}

/**
 * The people a user follows, counted under a lock of their following until the transaction ends
 * (concurrent follows by one user are counted one after another).
 */
export async function lockFollowingCount(tx: Db, userId: number) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`account.follow:${userId}`}))`);
  const [row] = await tx.select({ n: count() }).from(userFollows).where(eq(userFollows.followerId, userId));
  return row?.n ?? 0;
}

/**
 * One page of the people the user follows (`direction: 'following'`) or of the user's fans, newest
 * first, with whether the relation goes both ways.
 */
export async function listFollowPage(
  db: Db,
  input: { userId: number; direction: 'following' | 'fans'; page: number; limit: number },
) {
  const isFollowing = input.direction === 'following';
  const mine = isFollowing ? userFollows.followerId : userFollows.followeeId;
  const other = isFollowing ? userFollows.followeeId : userFollows.followerId;
  const back = alias(userFollows, 'back');
  const where = eq(mine, input.userId);
  const query = db
    .select({
      id: users.id,
      nickname: users.nickname,
      avatar: users.avatar,
      isFollowBack: sql<boolean>`${back.followerId} is not null`,
    })
    .from(userFollows)
    .innerJoin(users, eq(users.id, other))
    .leftJoin(
      back,
      isFollowing
        ? and(eq(back.followerId, other), eq(back.followeeId, input.userId))
        : and(eq(back.followerId, input.userId), eq(back.followeeId, other)),
    )
    .where(where)
    .orderBy(desc(userFollows.createdAt), desc(other))
    .$dynamic();
  const { rows, total } = await readPage(db, { rows: query, table: userFollows, where, page: input });
  return {
    list: rows.map(({ isFollowBack, ...row }) => ({
      ...row,
      is_follow_back: isFollowBack ? (1 as const) : (0 as const),
    })),
    total,
  };
}

export const updateUserProfile = (
  db: Db,
  input: { userId: number; nickname?: string; gender?: number; avatar?: string },
) =>
  db
    .update(users)
    .set({ nickname: input.nickname, gender: input.gender, avatar: input.avatar, updatedAt: new Date() })
    .where(eq(users.id, input.userId));

/** Replaces the user's followed products with the given ones, in order. */
export async function replaceFollowedProducts(db: Db, input: { userId: number; productIds: number[] }) {
  await inTransaction(db, async (tx) => {
    await tx.delete(userFollowedProducts).where(eq(userFollowedProducts.userId, input.userId));
    if (input.productIds.length) {
      await tx
        .insert(userFollowedProducts)
        .values(input.productIds.map((productId, sort) => ({ userId: input.userId, productId, sort })));
    }
  });
}

export const listFollowedProducts = (db: Db, userId: number) =>
  db
    .select(productDisplayColumns)
    .from(userFollowedProducts)
    .innerJoin(...joinProductsOn(userFollowedProducts.productId))
    .where(eq(userFollowedProducts.userId, userId))
    .orderBy(asc(userFollowedProducts.sort));
