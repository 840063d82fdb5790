import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { drawLog, drawPrizeDays, drawPrizes } from '../../../db/schema/commerce-sign-in';
import type { Db } from '../../../platform/db';
import { readPage } from '../../../platform/paging';

export type PrizeRow = typeof drawPrizes.$inferSelect;

/** Every prize in grid order, with how many were drawn on `day`. */
export async function listPrizesWithDrawn(db: Db, day: string) {
  return db
    .select({ prize: drawPrizes, drawnToday: sql<number>`coalesce(${drawPrizeDays.drawn}, 0)`.mapWith(Number) })
    .from(drawPrizes)
    .leftJoin(drawPrizeDays, and(eq(drawPrizeDays.prizeId, drawPrizes.id), eq(drawPrizeDays.day, day)))
    .orderBy(asc(drawPrizes.sort), asc(drawPrizes.id));
}

export const isInStock = (prize: PrizeRow, drawnToday: number) =>
  (prize.totalLeft === null || prize.totalLeft > 0) && (prize.dailyStock === null || drawnToday < prize.dailyStock);

/**
 * Takes one of a prize's stock in all and for the day, by guarded updates (never past either, even
 * under concurrent draws); false when either is gone, and then nothing stays taken. Call inside the
 * draw's transaction, which holds the rows it changed.
 */
export async function takePrizeStock(tx: Db, prize: PrizeRow, day: string) {
  if (prize.dailyStock !== null && prize.dailyStock < 1) return false;
  if (prize.totalLeft !== null) {
    const taken = await tx
      .update(drawPrizes)
      .set({ totalLeft: sql`${drawPrizes.totalLeft} - 1` })
      .where(and(eq(drawPrizes.id, prize.id), sql`${drawPrizes.totalLeft} > 0`))
      .returning({ id: drawPrizes.id });
    if (!taken.length) return false;
  }
  if (prize.dailyStock === null) return true;
  const takenToday = await tx
    .insert(drawPrizeDays)
    .values({ prizeId: prize.id, day, drawn: 1 })
    .onConflictDoUpdate({
      target: [drawPrizeDays.prizeId, drawPrizeDays.day],
      set: { drawn: sql`${drawPrizeDays.drawn} + 1` },
      setWhere: sql`${drawPrizeDays.drawn} < ${prize.dailyStock}`,
    })
    .returning({ drawn: drawPrizeDays.drawn });
  if (takenToday.length) return true;
  // Today's stock is gone: the one taken from the total goes back.
  if (prize.totalLeft !== null)
    await tx
      .update(drawPrizes)
      .set({ totalLeft: sql`${drawPrizes.totalLeft} + 1` })
      .where(eq(drawPrizes.id, prize.id));
  return false;
}

export async function insertDrawLog(
  tx: Db,
  input: { userId: number; prize: Pick<PrizeRow, 'id' | 'name' | 'kind' | 'amount'> },
) {
  const [row] = await tx
    .insert(drawLog)
    .values({
      userId: input.userId,
      prizeId: input.prize.id > 0 ? input.prize.id : null,
      prizeName: input.prize.name,
      kind: input.prize.kind,
      amount: input.prize.amount,
    })
    .returning({ id: drawLog.id });
  return row!.id;
}

export async function listDrawLog(db: Db, input: { userId: number; page: number; limit: number }) {
  const where = eq(drawLog.userId, input.userId);
  const rows = db.select().from(drawLog).where(where).orderBy(desc(drawLog.id)).$dynamic();
  return readPage(db, { rows, table: drawLog, where, page: input });
}
