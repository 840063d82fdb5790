import { and, eq, sql } from 'drizzle-orm';
import { drawPrizes, signInRewards } from '../../../db/schema/commerce-sign-in';
import type { Db } from '../../../platform/db';

export type PrizeColumns = Pick<
  typeof drawPrizes.$inferInsert,
  'name' | 'kind' | 'amount' | 'weight' | 'dailyStock' | 'totalLeft'
>;

/** Makes the reward table exactly these points, day 1 first. */
export async function replaceRewards(tx: Db, points: number[]) {
  await tx.delete(signInRewards);
  await tx.insert(signInRewards).values(points.map((value, index) => ({ runDay: index + 1, points: value })));
}

/**
 * Writes a prize only while its remaining stock is still what the operator saw (draws take from it
 * meanwhile by guarded updates); false when it is not, or there is no such prize.
 */
export async function updatePrizeIfUnchanged(
  db: Db,
  input: { id: number; columns: PrizeColumns; totalLeftSeen: number | null },
) {
  const updated = await db
    .update(drawPrizes)
    .set(input.columns)
    .where(
      and(
        eq(drawPrizes.id, input.id),
        sql`${drawPrizes.totalLeft} is not distinct from ${input.totalLeftSeen}::integer`,
      ),
    )
    .returning({ id: drawPrizes.id });
  return updated.length > 0;
}
