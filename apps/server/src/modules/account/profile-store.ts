import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { users } from '../../db/schema/account';
import { products } from '../../db/schema/market';
import { userFollowedProducts, userFollows } from '../../db/schema/profile';
import type { Db } from '../../platform/db';

export async function countFollows(db: Db, userId: number) {
  const [[following], [fans]] = await Promise.all([
    db.select({ n: count() }).from(userFollows).where(eq(userFollows.followerId, userId)),
    db.select({ n: count() }).from(userFollows).where(eq(userFollows.followeeId, userId)),
  ]);
  return { follow_count: following?.n ?? 0, fans_count: fans?.n ?? 0 };
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
  const [rows, [total]] = await Promise.all([
    db
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
      .where(eq(mine, input.userId))
      .orderBy(desc(userFollows.createdAt), desc(other))
      .limit(input.limit)
      .offset((input.page - 1) * input.limit),
    db.select({ n: count() }).from(userFollows).where(eq(mine, input.userId)),
  ]);
  return {
    list: rows.map(({ isFollowBack, ...row }) => ({
      ...row,
      is_follow_back: isFollowBack ? (1 as const) : (0 as const),
    })),
    total: total?.n ?? 0,
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

export async function findExistingProductIds(db: Db, ids: number[]) {
  if (!ids.length) return [];
  const rows = await db.select({ id: products.id }).from(products).where(inArray(products.id, ids));
  return rows.map((row) => row.id);
}

/** Replaces the user's followed products with the given ones, in order. */
export async function replaceFollowedProducts(db: Db, input: { userId: number; productIds: number[] }) {
  await db.transaction(async (tx) => {
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
    .select({ id: products.id, symbol: products.code, name: products.name, exchange: products.exchange })
    .from(userFollowedProducts)
    .innerJoin(products, eq(products.id, userFollowedProducts.productId))
    .where(eq(userFollowedProducts.userId, userId))
    .orderBy(asc(userFollowedProducts.sort));
