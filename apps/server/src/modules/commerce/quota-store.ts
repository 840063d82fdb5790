import { and, count, eq, gt, sql } from 'drizzle-orm';
import { users } from '../../db/schema/account';
import { searchQuotaUses } from '../../db/schema/commerce';
import type { Db } from '../../platform/db';

/** A member (unexpired VIP) searches without limit. */
export async function isMember(db: Db, userId: number) {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, userId), gt(users.vipExpiresAt, new Date())));
  return !!row;
}

export async function countUses(db: Db, key: { day: string; subject: string; tag: string }) {
  const [row] = await db
    .select({ uses: count() })
    .from(searchQuotaUses)
    .where(
      and(eq(searchQuotaUses.day, key.day), eq(searchQuotaUses.subject, key.subject), eq(searchQuotaUses.tag, key.tag)),
    );
  return row?.uses ?? 0;
}

/**
 * Records a search of a symbol if the day's limit allows it. The subject's row lock (an advisory
 * lock on its key) makes two simultaneous searches count one after the other, so the limit holds
 * exactly under concurrency. Returns whether the search is allowed and the uses after it.
 */
export async function useOnce(
  db: Db,
  key: { day: string; subject: string; tag: string; symbol: string; limit: number },
) {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`${key.day}|${key.subject}|${key.tag}`}))`);
    const [seen] = await tx
      .select({ id: searchQuotaUses.id })
      .from(searchQuotaUses)
      .where(
        and(
          eq(searchQuotaUses.day, key.day),
          eq(searchQuotaUses.subject, key.subject),
          eq(searchQuotaUses.tag, key.tag),
          eq(searchQuotaUses.symbol, key.symbol),
        ),
      );
    const used = await countUses(tx as unknown as Db, key);
    if (seen) return { allowed: true, used };
    if (used >= key.limit) return { allowed: false, used };
    await tx.insert(searchQuotaUses).values({ day: key.day, subject: key.subject, tag: key.tag, symbol: key.symbol });
    return { allowed: true, used: used + 1 };
  });
}
