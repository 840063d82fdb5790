import type { IndicatorCategory } from '@vce/contract/commerce-indicators';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { indicatorFormulas, indicatorOwners, indicators } from '../../../db/schema/commerce-indicators';
import type { Db } from '../../../platform/db';
import { readPage } from '../../../platform/paging';

export type IndicatorRow = typeof indicators.$inferSelect;
export type OwnerSource = 'bought' | 'free' | 'vip';

export async function listIndicators(db: Db, input: { page: number; limit: number; category?: IndicatorCategory }) {
  const where = and(
    eq(indicators.isOnSale, true),
    input.category ? eq(indicators.category, input.category) : undefined,
  );
  const rows = db.select().from(indicators).where(where).orderBy(asc(indicators.sort), asc(indicators.id)).$dynamic();
  return readPage(db, { rows, table: indicators, where, page: input });
}

/** An indicator on sale, or null. */
export const findIndicator = async (db: Db, id: number) =>
  (
    await db
      .select()
      .from(indicators)
      .where(and(eq(indicators.id, id), eq(indicators.isOnSale, true)))
  )[0] ?? null;

/** How the user holds each of these indicators (absent: not at all). */
export async function ownershipOf(db: Db, userId: number | null, indicatorIds: number[]) {
  if (userId === null || !indicatorIds.length) return new Map<number, OwnerSource>();
  const rows = await db
    .select({ indicatorId: indicatorOwners.indicatorId, source: indicatorOwners.source })
    .from(indicatorOwners)
    .where(and(eq(indicatorOwners.userId, userId), inArray(indicatorOwners.indicatorId, indicatorIds)));
  return new Map(rows.map((row) => [row.indicatorId, row.source as OwnerSource]));
}

/**
 * Records that a user holds an indicator: answers whether this grant took effect (a new holder, or a
 * member's `vip` hold made `bought`/`free`); a holder is counted in `buyers` once, the primary key
 * deciding between concurrent grants.
 */
export async function grantIndicator(
  tx: Db,
  input: { userId: number; indicatorId: number; source: OwnerSource; orderNo?: string },
) {
  const inserted = await tx
    .insert(indicatorOwners)
    .values({ userId: input.userId, indicatorId: input.indicatorId, source: input.source, orderNo: input.orderNo })
    .onConflictDoNothing()
    .returning({ userId: indicatorOwners.userId });
  if (inserted.length) {
    await tx
      .update(indicators)
      .set({ buyers: sql`${indicators.buyers} + 1` })
      .where(eq(indicators.id, input.indicatorId));
    return true;
  }
  if (input.source === 'vip') return false;
  const upgraded = await tx
    .update(indicatorOwners)
    .set({ source: input.source, orderNo: input.orderNo ?? null })
    .where(
      and(
        eq(indicatorOwners.userId, input.userId),
        eq(indicatorOwners.indicatorId, input.indicatorId),
        eq(indicatorOwners.source, 'vip'),
      ),
    )
    .returning({ userId: indicatorOwners.userId });
  return upgraded.length > 0;
}

export async function listOwned(db: Db, input: { userId: number; page: number; limit: number }) {
  const where = eq(indicatorOwners.userId, input.userId);
  const rows = db
    .select({ indicator: indicators, source: indicatorOwners.source, since: indicatorOwners.createdAt })
    .from(indicatorOwners)
    .innerJoin(indicators, eq(indicators.id, indicatorOwners.indicatorId))
    .where(where)
    .orderBy(desc(indicatorOwners.createdAt), desc(indicators.id))
    .$dynamic();
  return readPage(db, { rows, table: indicatorOwners, where, page: input });
}

/** Takes back an indicator a refunded order bought (the right that order gave, and its buyer). */
export async function revokeBoughtIndicator(tx: Db, input: { userId: number; indicatorId: number; orderNo: string }) {
  const removed = await tx
    .delete(indicatorOwners)
    .where(
      and(
        eq(indicatorOwners.userId, input.userId),
        eq(indicatorOwners.indicatorId, input.indicatorId),
        eq(indicatorOwners.orderNo, input.orderNo),
      ),
    )
    .returning({ userId: indicatorOwners.userId });
  if (removed.length)
    await tx
      .update(indicators)
      .set({ buyers: sql`greatest(${indicators.buyers} - 1, 0)` })
      .where(eq(indicators.id, input.indicatorId));
}

/** Every indicator, on sale or not, in the shop's order: the console's. */
export const listAllIndicators = (db: Db) =>
  db.select().from(indicators).orderBy(asc(indicators.sort), asc(indicators.id));

/** An indicator on sale or not, or null. */
export const findAnyIndicator = async (db: Db, id: number) =>
  (await db.select().from(indicators).where(eq(indicators.id, id)))[0] ?? null;

export async function updateIndicatorRow(db: Db, id: number, change: Partial<typeof indicators.$inferInsert>) {
  const [row] = await db.update(indicators).set(change).where(eq(indicators.id, id)).returning();
  return row;
}

/** The uploaded formula files' sizes, per indicator and platform. */
export const listUploadedFormulas = (db: Db) =>
  db
    .select({
      indicatorId: indicatorFormulas.indicatorId,
      platform: indicatorFormulas.platform,
      bytes: sql<number>`octet_length(${indicatorFormulas.content})::int`,
    })
    .from(indicatorFormulas);

export const findUploadedFormula = async (db: Db, indicatorId: number, platform: string) =>
  (
    await db
      .select()
      .from(indicatorFormulas)
      .where(and(eq(indicatorFormulas.indicatorId, indicatorId), eq(indicatorFormulas.platform, platform)))
  )[0] ?? null;

export const saveUploadedFormula = (db: Db, row: { indicatorId: number; platform: string; content: string }) =>
  db
    .insert(indicatorFormulas)
    .values(row)
    .onConflictDoUpdate({
      target: [indicatorFormulas.indicatorId, indicatorFormulas.platform],
      set: { content: row.content, updatedAt: new Date() },
    });

export const deleteUploadedFormula = (db: Db, indicatorId: number, platform: string) =>
  db
    .delete(indicatorFormulas)
    .where(and(eq(indicatorFormulas.indicatorId, indicatorId), eq(indicatorFormulas.platform, platform)))
    .returning({ indicatorId: indicatorFormulas.indicatorId });
