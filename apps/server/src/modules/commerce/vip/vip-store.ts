import { asc, eq } from 'drizzle-orm';
import { vipLevels } from '../../../db/schema/commerce-vip';
import type { Db } from '../../../platform/db';

export const findVipLevel = async (db: Db, id: number) =>
  (await db.select().from(vipLevels).where(eq(vipLevels.id, id)))[0] ?? null;

/** The packages on sale, in the operators' order. */
export const listVipLevelsOnSale = (db: Db) =>
  db.select().from(vipLevels).where(eq(vipLevels.isOnSale, true)).orderBy(asc(vipLevels.sort), asc(vipLevels.id));

/** Every package, on sale or not, in the operators' order. */
export const listAllVipLevels = (db: Db) => db.select().from(vipLevels).orderBy(asc(vipLevels.sort), asc(vipLevels.id));

/** Every package, locked for a change that must see them all as they stand (the last one on sale). */
export const lockAllVipLevels = (tx: Db) => tx.select().from(vipLevels).for('update');

export async function updateVipLevelRow(
  tx: Db,
  id: number,
  columns: Pick<
    typeof vipLevels.$inferInsert,
    'name' | 'days' | 'priceCents' | 'originalPriceCents' | 'cardText' | 'isOnSale' | 'sort'
  >,
) {
  await tx
    .update(vipLevels)
    .set({ ...columns, updatedAt: new Date() })
    .where(eq(vipLevels.id, id));
}
