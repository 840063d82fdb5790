import { msg } from '@vce/contract/messages';
import { and, type Column, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { findAccountCreatedAt } from '../account/account-service';
import type { Db } from '../../platform/db';
import { AppError } from '../../platform/errors';
import { shanghaiDay } from '../../platform/request-info';

/** How often one user may write a kind of thing: seconds between two, and so many a Beijing day. */
export interface WriteLimit {
  intervalSeconds: number;
  perDay: number;
}

/** A limit for established accounts and a tighter one for accounts in their first day (docs/decisions.md "Community limits"). */
export interface WriteLimits {
  regular: WriteLimit;
  newAccount: WriteLimit;
}

/** An account is new for its first day, as Discourse's and NodeBB's newcomer rules count it. */
const NEW_ACCOUNT_SECONDS = 24 * 3600;

/** The rows a user wrote of one kind: the table with its author and time columns. */
export interface WrittenRows {
  kind: string;
  table: PgTable;
  userId: Column;
  createdAt: Column;
}

/** Which of the two limits holds for a user now. */
export async function writeLimitFor(db: Db, userId: number, limits: WriteLimits) {
  const joinedAt = await findAccountCreatedAt(db, userId);
  const isNew = joinedAt !== null && Date.now() - joinedAt.getTime() < NEW_ACCOUNT_SECONDS * 1000;
  return isNew ? limits.newAccount : limits.regular;
}

/**
 * Checks a user's next write of a kind against its limit, under a lock of that user's writing of
 * that kind until the transaction ends, so concurrent writes are counted one after another. The
 * lock is an advisory lock of the community's own: nothing else waits on it. Refuses with the
 * kind's Chinese message (`tooFrequent` with {seconds}, `dailyLimit` with {max}).
 */
export async function checkWriteLimit(
  tx: Db,
  input: {
    rows: WrittenRows;
    userId: number;
    limit: WriteLimit;
    messages: { tooFrequent?: string; dailyLimit: string };
  },
) {
  const { rows, userId, limit } = input;
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`community.${rows.kind}:${userId}`}))`);
  const dayStart = new Date(`${shanghaiDay()}T00:00:00+08:00`).toISOString();
  const [row] = await tx
    .select({
      today: sql<number>`count(*) filter (where ${rows.createdAt} >= ${dayStart})`.mapWith(Number),
      secondsSinceNewest: sql<number | null>`extract(epoch from now() - max(${rows.createdAt}))`.mapWith((value) =>
        value === null ? null : Number(value),
      ),
    })
    .from(rows.table)
    .where(
      and(
        sql`${rows.userId} = ${userId}`,
        sql`${rows.createdAt} >= least(${dayStart}::timestamptz, now() - make_interval(secs => ${limit.intervalSeconds}))`,
      ),
    );
  const today = row?.today ?? 0;
  const secondsSinceNewest = row?.secondsSinceNewest ?? null;
  if (today >= limit.perDay) throw AppError.reject(input.messages.dailyLimit.replace('{max}', String(limit.perDay)));
  const wait = secondsSinceNewest === null ? 0 : Math.ceil(limit.intervalSeconds - secondsSinceNewest);
  if (wait > 0 && input.messages.tooFrequent)
    throw AppError.reject(input.messages.tooFrequent.replace('{seconds}', String(wait)));
}

export const limitMessages = {
  post: { tooFrequent: msg.postTooFrequent, dailyLimit: msg.postDailyLimit },
  comment: { tooFrequent: msg.commentTooFrequent, dailyLimit: msg.commentDailyLimit },
  like: { dailyLimit: msg.likeDailyLimit },
  vote: { dailyLimit: msg.voteDailyLimit },
};
