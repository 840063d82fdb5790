import { and, type Column, count, desc, eq, gte, ilike, lt, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { users, userTokens } from '../../db/schema/account';
import { userFollows } from '../../db/schema/account-profile';
import { beijingDayOf, type InstantRange } from '../../platform/beijing-day-sql';
import type { Db } from '../../platform/db';
import { containing } from '../../platform/like-pattern';

/**
 * What another area may show of a user beside its own rows (an author's name and face on a feed), and
 * the join that brings it: `.select({ …, author: userDisplayColumns }).innerJoin(...joinUsersOn(t.userId))`.
 * Reading only: account's rows are written through its services.
 */
export const userDisplayColumns = { id: users.id, nickname: users.nickname, avatar: users.avatar };

export const joinUsersOn = (userIdColumn: Column) => [users, eq(users.id, userIdColumn)] as const;

/**
 * A second join of users under another name, beside `joinUsersOn` (a reply's addressee beside its
 * author): `.leftJoin(...other.joinOn(t.otherUserId))` and `{ other: other.columns }`.
 */
export function userDisplayAlias(name: string) {
  const table = alias(users, name);
  return {
    columns: { id: table.id, nickname: table.nickname, avatar: table.avatar },
    joinOn: (userIdColumn: Column) => [table, eq(table.id, userIdColumn)] as const,
  };
}

/** The ids of whom a user follows, as a subquery for another area's `inArray` (the following feed). */
export const followeeIdsOf = (db: Db, userId: number) =>
  db.select({ id: userFollows.followeeId }).from(userFollows).where(eq(userFollows.followerId, userId));

/** Members whose nickname contains `keyword` (any case), the exact name first, then the newest: search's 期友. */
export async function findMembersByNickname(db: Db, input: { keyword: string; limit: number; offset: number }) {
  const where = ilike(users.nickname, containing(input.keyword));
  const [rows, [total]] = await Promise.all([
    db
      .select(userDisplayColumns)
      .from(users)
      .where(where)
      .orderBy(sql`lower(${users.nickname}) = lower(${input.keyword}) desc`, desc(users.id))
      .limit(input.limit)
      .offset(input.offset),
    db.select({ n: count() }).from(users).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** Each Beijing day's sign-ups. */
export async function readSignupsByDay(db: Db, range: InstantRange) {
  const day = beijingDayOf(users.createdAt);
  return db
    .select({ day, count: count() })
    .from(users)
    .where(and(gte(users.createdAt, range.from), lt(users.createdAt, range.until)))
    .groupBy(day);
}

/** Each Beijing day's sign-ins: the login tokens issued. */
export async function readLoginsByDay(db: Db, range: InstantRange) {
  const day = beijingDayOf(userTokens.createdAt);
  return db
    .select({ day, count: count() })
    .from(userTokens)
    .where(and(gte(userTokens.createdAt, range.from), lt(userTokens.createdAt, range.until)))
    .groupBy(day);
}
