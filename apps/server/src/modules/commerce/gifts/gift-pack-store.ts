import { asc, eq } from 'drizzle-orm';
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
