import { limits } from '@vce/contract/limits';
import { and, count, eq, inArray } from 'drizzle-orm';
import { users } from '../../db/schema/account';
import { userFollowedProducts, userFollows, userWechatIdentities } from '../../db/schema/account-profile';
import type { Db } from '../../platform/db';
import { AppError } from '../../platform/errors';
import { inTransaction } from '../../platform/transaction';
import { findProductIdByCode, joinProductsOn, productDisplayColumns } from '../market/market-reads';
import { userDisplayColumns } from './account-reads';

// What other areas ask of an account, by the user's id. Each reads only its columns: the whole row
// (store.ts findUserById) joins what the user holds of commerce.

/** The phone the account signed up with (SMS notices go there); null when it has none. */
export async function findUserMobile(db: Db, userId: number) {
  const [user] = await db.select({ mobile: users.mobile }).from(users).where(eq(users.id, userId));
  return user?.mobile ?? null;
}

export async function findUserIdByMobile(db: Db, mobile: string) {
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.mobile, mobile));
  return user?.id;
}

/** A user as other areas show them (a reviewer's nickname). */
export async function findUserDisplay(db: Db, userId: number) {
  const [user] = await db.select(userDisplayColumns).from(users).where(eq(users.id, userId));
  return user;
}

/** The users of `ids` that exist, as other areas show them (the people a comment @names). */
export async function findUserDisplays(db: Db, ids: number[]) {
  if (ids.length === 0) return [];
  return db.select(userDisplayColumns).from(users).where(inArray(users.id, ids));
}

/** How many traders follow a product (profile wizard step 3): its board's followers. */
export async function countProductFollowers(db: Db, symbol: string) {
  const [row] = await db
    .select({ n: count() })
    .from(userFollowedProducts)
    .innerJoin(...joinProductsOn(userFollowedProducts.productId))
    .where(eq(productDisplayColumns.symbol, symbol));
  return row?.n ?? 0;
}

/**
 * Follows a product from its board, or stops (`follow: false`); idempotent both ways. The user's
 * row is locked so concurrent follows cannot pass the profile's cap together; past it the follow is
 * refused and nothing changes. A new follow goes last in the profile's order.
 */
export async function setProductFollow(db: Db, input: { userId: number; symbol: string; follow: boolean }) {
  const productId = await findProductIdByCode(db, input.symbol);
  if (productId === undefined) throw AppError.reject('boardUnknown');
  const { userId } = input;
  const mine = and(eq(userFollowedProducts.userId, userId), eq(userFollowedProducts.productId, productId));
  await inTransaction(db, async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    if (!input.follow) {
      await tx.delete(userFollowedProducts).where(mine);
      return;
    }
    const followed = await tx
      .select({ productId: userFollowedProducts.productId, sort: userFollowedProducts.sort })
      .from(userFollowedProducts)
      .where(eq(userFollowedProducts.userId, userId));
    if (followed.some((row) => row.productId === productId)) return;
    if (followed.length >= limits.followedSymbolsMax) throw AppError.reject('boardFollowTooMany');
    const sort = Math.max(-1, ...followed.map((row) => row.sort)) + 1;
    await tx.insert(userFollowedProducts).values({ userId, productId, sort });
  });
}

/** Whether the user follows the product (its board's 关注 button). */
export async function isProductFollowed(db: Db, input: { userId: number; symbol: string }) {
  const [row] = await db
    .select({ id: userFollowedProducts.id })
    .from(userFollowedProducts)
    .innerJoin(...joinProductsOn(userFollowedProducts.productId))
    .where(and(eq(userFollowedProducts.userId, input.userId), eq(productDisplayColumns.symbol, input.symbol)));
  return row !== undefined;
}

/** The products a user follows (profile wizard step 3), as symbols. */
export async function findFollowedSymbols(db: Db, userId: number) {
  const rows = await db
    .select({ symbol: productDisplayColumns.symbol })
    .from(userFollowedProducts)
    .innerJoin(...joinProductsOn(userFollowedProducts.productId))
    .where(eq(userFollowedProducts.userId, userId));
  return rows.map((row) => row.symbol);
}

/** When the account was created (the new-user gift pack is for its first days). */
export async function findAccountCreatedAt(db: Db, userId: number) {
  const [user] = await db.select({ createdAt: users.createdAt }).from(users).where(eq(users.id, userId));
  return user?.createdAt ?? null;
}

/** Whether the account exists and has no login password yet (one signed up by SMS has none). */
export async function isPasswordMissing(db: Db, userId: number) {
  const [user] = await db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, userId));
  return !!user && !user.passwordHash;
}

/** A chosen avatar and gender: the profile wizard's first two steps, or the profile page. */
export async function isProfileComplete(db: Db, userId: number) {
  const [user] = await db
    .select({ avatar: users.avatar, gender: users.gender })
    .from(users)
    .where(eq(users.id, userId));
  return !!user && user.avatar !== '' && user.gender > 0;
}

/** Whether a WeChat identity is bound to the account. */
export async function hasWechatBound(db: Db, userId: number) {
  const rows = await db
    .select({ userId: userWechatIdentities.userId })
    .from(userWechatIdentities)
    .where(eq(userWechatIdentities.userId, userId))
    .limit(1);
  return rows.length > 0;
}

/** Who follows a user (a teacher's circle post tells them). */
export async function listFollowerIds(db: Db, userId: number) {
  const rows = await db
    .select({ id: userFollows.followerId })
    .from(userFollows)
    .where(eq(userFollows.followeeId, userId));
  return rows.map((row) => row.id);
}
