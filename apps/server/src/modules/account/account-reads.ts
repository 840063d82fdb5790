import { type Column, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../platform/db';
import { alias } from 'drizzle-orm/pg-core';
import { users } from '../../db/schema/account';

/**
 * What another area may show of a user beside its own rows (an author's name and face on a feed), and
 * the join that brings it: `.select({ …, author: userDisplayColumns }).innerJoin(...joinUsersOn(t.userId))`.
 * Reading only: account's rows are written through its services.
 */
export const userDisplayColumns = { id: users.id, nickname: users.nickname, avatar: users.avatar };

export const joinUsersOn = (userIdColumn: Column) => [users, eq(users.id, userIdColumn)] as const;

/** When a user registered; undefined for one who does not exist. Other areas' "new account" rules read it. */
export async function readUserJoinedAt(db: Db, userId: number) {
  const [row] = await db.select({ createdAt: users.createdAt }).from(users).where(eq(users.id, userId));
  return row?.createdAt;
}

/** The users of `ids` that exist, as another area shows them. */
export async function readUserDisplays(db: Db, ids: number[]) {
  if (ids.length === 0) return [];
  return db.select(userDisplayColumns).from(users).where(inArray(users.id, ids));
}

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
