import { and, asc, count, desc, eq, gt, ilike, inArray, isNotNull, isNull, lt, or, type SQL } from 'drizzle-orm';
import { users, userTokens } from '../../db/schema/account';
import type { Db } from '../../platform/db';
import { containing } from '../../platform/like-pattern';
import type { PageQuery } from '../../platform/paging';

export interface ConsoleUserFilter {
  /** An id, a phone (or part of one) or part of a nickname. */
  keyword: string;
  bannedOnly: boolean;
  /** Only these users (the console's staff), when given. */
  ids?: number[];
  order: 'newest' | 'oldest';
}

const consoleColumns = {
  id: users.id,
  mobile: users.mobile,
  nickname: users.nickname,
  avatar: users.avatar,
  gender: users.gender,
  createdAt: users.createdAt,
  bannedAt: users.bannedAt,
  banReason: users.banReason,
  registerUuid: users.registerUuid,
  serviceCode: users.serviceCode,
};

function whereOf(filter: ConsoleUserFilter) {
  const conditions: SQL[] = [];
  const keyword = filter.keyword;
  if (keyword) {
    const byText = or(ilike(users.nickname, containing(keyword)), ilike(users.mobile, containing(keyword)));
    const asId = /^\d{1,9}$/.test(keyword) ? Number(keyword) : null;
    conditions.push(asId ? or(eq(users.id, asId), byText)! : byText!);
  }
  if (filter.bannedOnly) conditions.push(isNotNull(users.bannedAt));
  if (filter.ids) conditions.push(inArray(users.id, filter.ids.length ? filter.ids : [0]));
  return conditions.length ? and(...conditions) : undefined;
}

export async function listConsoleUsers(db: Db, filter: ConsoleUserFilter & PageQuery) {
  const where = whereOf(filter);
  const [rows, [total]] = await Promise.all([
    db
      .select(consoleColumns)
      .from(users)
      .where(where)
      .orderBy(filter.order === 'newest' ? desc(users.id) : asc(users.id))
      .limit(filter.limit)
      .offset((filter.page - 1) * filter.limit),
    db.select({ count: count() }).from(users).where(where),
  ]);
  return { total: total?.count ?? 0, list: rows };
}

export type ConsoleUserRow = Awaited<ReturnType<typeof listConsoleUsers>>['list'][number];

/** The batch of users after `last` in the list's order (by id), for an export. */
export const readConsoleUsersAfter = (db: Db, filter: ConsoleUserFilter, last: { id: number } | null, limit: number) =>
  db
    .select(consoleColumns)
    .from(users)
    .where(
      and(
        whereOf(filter),
        last ? (filter.order === 'newest' ? lt(users.id, last.id) : gt(users.id, last.id)) : undefined,
      ),
    )
    .orderBy(filter.order === 'newest' ? desc(users.id) : asc(users.id))
    .limit(limit);

export async function findConsoleUser(db: Db, id: number) {
  const [row] = await db.select(consoleColumns).from(users).where(eq(users.id, id));
  return row;
}

const LOGINS_SHOWN = 10;

export const listRecentLogins = (db: Db, userId: number) =>
  db
    .select({ createdAt: userTokens.createdAt, expiresAt: userTokens.expiresAt, revokedAt: userTokens.revokedAt })
    .from(userTokens)
    .where(eq(userTokens.userId, userId))
    .orderBy(desc(userTokens.id))
    .limit(LOGINS_SHOWN);

/** Sets or clears a ban; false when the user was already in that state (two operators at once). */
export async function setBan(db: Db, input: { userId: number; reason: string | null }) {
  const banning = input.reason !== null;
  const changed = await db
    .update(users)
    .set(
      banning
        ? { bannedAt: new Date(), banReason: input.reason ?? '', updatedAt: new Date() }
        : { bannedAt: null, banReason: '', updatedAt: new Date() },
    )
    .where(and(eq(users.id, input.userId), banning ? isNull(users.bannedAt) : isNotNull(users.bannedAt)))
    .returning({ id: users.id });
  return changed.length > 0;
}

/** How many accounts wear each of these avatars. */
export async function countUsersByAvatar(db: Db, avatars: string[]) {
  if (avatars.length === 0) return new Map<string, number>();
  const rows = await db
    .select({ avatar: users.avatar, n: count() })
    .from(users)
    .where(inArray(users.avatar, avatars))
    .groupBy(users.avatar);
  return new Map(rows.map((row) => [row.avatar, row.n]));
}
