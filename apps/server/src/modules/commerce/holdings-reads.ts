import { type Column, eq, sql } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import { vipMemberships } from '../../db/schema/commerce-vip';
import { walletBalances } from '../../db/schema/commerce-wallet';

/**
 * What a user holds of commerce, for the account's user row (the header, the user card, every
 * `/api/user/index`): the balances and the membership, read with the row in one query. A user
 * without a balance or membership row holds nothing (`noHoldings`). Reading only: commerce writes
 * them through its services.
 */
export const holdingsColumns = {
  moneyCents: sql<number>`coalesce(${walletBalances.moneyCents}, 0)`.mapWith(Number),
  score: sql<number>`coalesce(${walletBalances.score}, 0)`.mapWith(Number),
  vipLevel: sql<number>`coalesce(${vipMemberships.vipLevel}, 1)`.mapWith(Number),
  vipExpiresAt: vipMemberships.vipExpiresAt,
  vipIsTrial: sql<boolean>`coalesce(${vipMemberships.vipIsTrial}, false)`.mapWith(Boolean),
  moneyLevel: sql<number>`coalesce(${vipMemberships.moneyLevel}, 1)`.mapWith(Number),
};

export const noHoldings = {
  moneyCents: 0,
  score: 0,
  vipLevel: 1,
  vipExpiresAt: null as Date | null,
  vipIsTrial: false,
  moneyLevel: 1,
};

/** Joins a user's holdings to a query selecting `holdingsColumns` beside users by `userIdColumn`. */
export const joinHoldings = <Query extends PgSelect>(query: Query, userIdColumn: Column) =>
  query
    .leftJoin(walletBalances, eq(walletBalances.userId, userIdColumn))
    .leftJoin(vipMemberships, eq(vipMemberships.userId, userIdColumn));
