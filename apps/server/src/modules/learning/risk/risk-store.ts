import { and, asc, count, eq, inArray, max } from 'drizzle-orm';
import { riskItems, riskPasses, riskQuestions, riskQuizAttempts } from '../../../db/schema/learning-risk';
import type { Db } from '../../../platform/db';

export type RiskItemRow = typeof riskItems.$inferSelect;

/** Every item in its order, with how many questions its quiz has. */
export async function listRiskItems(db: Db) {
  const [items, counts] = await Promise.all([
    db.select().from(riskItems).orderBy(asc(riskItems.sort), asc(riskItems.id)),
    db.select({ itemId: riskQuestions.itemId, n: count() }).from(riskQuestions).groupBy(riskQuestions.itemId),
  ]);
  const countOf = new Map(counts.map((row) => [row.itemId, row.n]));
  return items.map((item) => ({ item, questionCount: countOf.get(item.id) ?? 0 }));
}

export const findRiskItem = async (db: Db, id: number) =>
  (await db.select().from(riskItems).where(eq(riskItems.id, id)))[0] ?? null;

export const listQuestions = (db: Db, itemId: number) =>
  db
    .select()
    .from(riskQuestions)
    .where(eq(riskQuestions.itemId, itemId))
    .orderBy(asc(riskQuestions.sort), asc(riskQuestions.id));

/** The user's attempts, best score and pass of each of these items. */
export async function standingOf(db: Db, userId: number | null, itemIds: number[]) {
  const standing = new Map<number, { attempts: number; bestScore: number | null; passed: boolean }>();
  if (userId === null || !itemIds.length) return standing;
  const [attempts, passes] = await Promise.all([
    db
      .select({ itemId: riskQuizAttempts.itemId, n: count(), best: max(riskQuizAttempts.score) })
      .from(riskQuizAttempts)
      .where(and(eq(riskQuizAttempts.userId, userId), inArray(riskQuizAttempts.itemId, itemIds)))
      .groupBy(riskQuizAttempts.itemId),
    db
      .select({ itemId: riskPasses.itemId })
      .from(riskPasses)
      .where(and(eq(riskPasses.userId, userId), inArray(riskPasses.itemId, itemIds))),
  ]);
  const passed = new Set(passes.map((row) => row.itemId));
  for (const row of attempts)
    standing.set(row.itemId, { attempts: row.n, bestScore: row.best, passed: passed.has(row.itemId) });
  return standing;
}

export async function countPasses(db: Db, userId: number | null) {
  if (userId === null) return 0;
  const [row] = await db.select({ n: count() }).from(riskPasses).where(eq(riskPasses.userId, userId));
  return row?.n ?? 0;
}

/** Records an attempt, and the item's pass the first time one reaches the pass mark. */
export async function recordAttempt(
  tx: Db,
  input: { userId: number; itemId: number; answers: number[]; score: number; passed: boolean },
) {
  await tx.insert(riskQuizAttempts).values({
    userId: input.userId,
    itemId: input.itemId,
    answers: input.answers,
    score: input.score,
  });
  if (input.passed)
    await tx.insert(riskPasses).values({ userId: input.userId, itemId: input.itemId }).onConflictDoNothing();
}
