import { asc, eq } from 'drizzle-orm';
import { vipLevels } from '../../../db/schema/commerce-vip';
import type { Db } from '../../../platform/db';

export const findVipLevel = async (db: Db, id: number) =>
  (await db.select().from(vipLevels).where(eq(vipLevels.id, id)))[0] ?? null;

/** The packages on sale, in the operators' order. */
export const listVipLevelsOnSale = (db: Db) =>
  db.select().from(vipLevels).where(eq(vipLevels.isOnSale, true)).orderBy(asc(vipLevels.sort), asc(vipLevels.id));
