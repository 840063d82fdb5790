import { and, count, eq, gt, sql } from 'drizzle-orm';
import { boughtQuotaUses, quotaExchangePrices, searchQuotaUses } from '../../../db/schema/commerce-quota';
import type { Db } from '../../../platform/db';
import { inTransaction } from '../../../platform/transaction';

interface DayKey {
  day: string;
  subject: string;
  tag: string;
}

/** A subject's uses of a kind on a day, and of one symbol when given. */
const usesOf = (key: DayKey & { symbol?: string }) =>
  and(
    eq(searchQuotaUses.day, key.day),
    eq(searchQuotaUses.subject, key.subject),
    eq(searchQuotaUses.tag, key.tag),
    key.symbol === undefined ? undefined : eq(searchQuotaUses.symbol, key.symbol),
  );

export async function countUses(db: Db, key: DayKey) {
  // Every symbol's: a key that names one is counted for its whole day.
  const day = { day: key.day, subject: key.subject, tag: key.tag };
  const [row] = await db.select({ uses: count() }).from(searchQuotaUses).where(usesOf(day));
  return row?.uses ?? 0;
}

/**
 * Records a search of a symbol if the day's limit allows it, or else if a bought use pays for it.
 * The subject's row lock (an advisory lock on its key) makes two simultaneous searches count one
 * after the other, so the limit holds exactly under concurrency. Returns whether the search is
 * allowed, the day's uses after it, and whether a bought use paid for it.
 */
export async function useOnce(
  db: Db,
  key: { day: string; subject: string; tag: string; symbol: string; limit: number; userId: number | null },
) {
  return inTransaction(db, async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`${key.day}|${key.subject}|${key.tag}`}))`);
    const [seen] = await tx.select({ id: searchQuotaUses.id }).from(searchQuotaUses).where(usesOf(key));
    const used = await countUses(tx, key);
    if (seen) return { allowed: true, used, isBought: false };
    // Past today's free ones, a bought use pays for the symbol (then open for the rest of the day).
    const isPastFree = used >= key.limit;
    if (isPastFree && (key.userId === null || !(await spendBoughtUse(tx, key.userId, key.tag))))
      return { allowed: false, used, isBought: false };
    await tx.insert(searchQuotaUses).values({ day: key.day, subject: key.subject, tag: key.tag, symbol: key.symbol });
    return { allowed: true, used: used + 1, isBought: isPastFree };
  });
}

/** Takes one bought use if any is left (a guarded update: never below zero). */
async function spendBoughtUse(db: Db, userId: number, tag: string) {
  const spent = await db
    .update(boughtQuotaUses)
    .set({ remaining: sql`${boughtQuotaUses.remaining} - 1`, updatedAt: new Date() })
    .where(and(eq(boughtQuotaUses.userId, userId), eq(boughtQuotaUses.tag, tag), gt(boughtQuotaUses.remaining, 0)))
    .returning({ remaining: boughtQuotaUses.remaining });
  return spent.length > 0;
}

/**
 * Gives a use back (an assistant answer that failed): its row goes, so the day's count drops, and a
 * bought use that paid for it returns to the user.
 */
export async function returnUse(tx: Db, use: DayKey & { symbol: string; userId: number | null; isBought: boolean }) {
  await tx.delete(searchQuotaUses).where(usesOf(use));
  if (use.isBought && use.userId !== null) await addBoughtUses(tx, { userId: use.userId, tag: use.tag, count: 1 });
}

/** Bought uses of a kind not yet spent. */
export async function readBoughtUses(db: Db, input: { userId: number; tag: string }) {
  const [row] = await db
    .select({ remaining: boughtQuotaUses.remaining })
    .from(boughtQuotaUses)
    .where(and(eq(boughtQuotaUses.userId, input.userId), eq(boughtQuotaUses.tag, input.tag)));
  return row?.remaining ?? 0;
}

/** Adds bought uses; call inside the transaction that took their V粒. */
export async function addBoughtUses(tx: Db, input: { userId: number; tag: string; count: number }) {
  await tx
    .insert(boughtQuotaUses)
    .values({ userId: input.userId, tag: input.tag, remaining: input.count })
    .onConflictDoUpdate({
      target: [boughtQuotaUses.userId, boughtQuotaUses.tag],
      set: { remaining: sql`${boughtQuotaUses.remaining} + ${input.count}`, updatedAt: new Date() },
    });
}

/** The V粒 price of one use of a kind; null for a kind that is not for sale. */
export async function findExchangePrice(db: Db, tag: string) {
  const [row] = await db.select().from(quotaExchangePrices).where(eq(quotaExchangePrices.tag, tag));
  return row?.priceVli ?? null;
}

export const listExchangePrices = (db: Db) => db.select().from(quotaExchangePrices);

/** Sets each kind's exchange price, locking the rows so two operators' saves queue. */
export async function writeExchangePrices(tx: Db, prices: { tag: string; priceVli: number }[]) {
  await tx
    .insert(quotaExchangePrices)
    .values(prices)
    .onConflictDoUpdate({ target: quotaExchangePrices.tag, set: { priceVli: sql`excluded.price_vli` } });
}
