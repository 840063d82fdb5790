import { asc, count, eq, sql } from 'drizzle-orm';
import { giftPackItems, newUserPackClaims } from '../../../db/schema/commerce-gifts';
import type { Db } from '../../../platform/db';

/** The pack's items in the operators' order. */
export const listPackItems = (db: Db) =>
  db.select().from(giftPackItems).orderBy(asc(giftPackItems.sort), asc(giftPackItems.id));

/** Whether the user has claimed the pack. */
export async function hasClaimedPack(db: Db, userId: number) {
  const rows = await db
    .select({ userId: newUserPackClaims.userId })
    .from(newUserPackClaims)
    .where(eq(newUserPackClaims.userId, userId));
  return rows.length > 0;
}

/** The claim row, once per account (the primary key); false when the user had claimed already. */
export async function insertPackClaim(tx: Db, userId: number) {
  const claimed = await tx.insert(newUserPackClaims).values({ userId }).onConflictDoNothing().returning();
  return claimed.length > 0;
}

export type PackItemColumns = Omit<typeof giftPackItems.$inferInsert, 'id'>;

/**
 * Adds an item while the pack holds fewer than `max`; false when full. Adds queue on an advisory lock
 * of the pack's own: locking the rows read would not stop two adds from each counting without the
 * other's new row (PostgreSQL re-reads only the rows it locked).
 */
export async function insertPackItemWithin(tx: Db, item: PackItemColumns, max: number) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('commerce.gift-pack'))`);
  const held = await tx.select({ id: giftPackItems.id }).from(giftPackItems);
  if (held.length >= max) return false;
  await tx.insert(giftPackItems).values(item);
  return true;
}

/** Writes an item; false when there is no such item. */
export async function updatePackItemRow(db: Db, id: number, item: PackItemColumns) {
  const updated = await db.update(giftPackItems).set(item).where(eq(giftPackItems.id, id)).returning();
  return updated.length > 0;
}

/** Deletes an item; false when there was none. */
export async function deletePackItemRow(db: Db, id: number) {
  const deleted = await db.delete(giftPackItems).where(eq(giftPackItems.id, id)).returning();
  return deleted.length > 0;
}

/** Accounts that claimed the pack, ever and since `since`. */
export async function countPackClaims(db: Db, since: Date) {
  const [row] = await db
    .select({
      total: count(),
      today: sql<number>`count(*) filter (where ${newUserPackClaims.claimedAt} >= ${since.toISOString()})`.mapWith(
        Number,
      ),
    })
    .from(newUserPackClaims);
  return { total: row?.total ?? 0, today: row?.today ?? 0 };
}
