import { and, count, desc, eq, getTableColumns, gte, isNotNull, sql, sum } from 'drizzle-orm';
import { trainingDrills, trainingStandings } from '../../../db/schema/learning-drills';
import type { Db } from '../../../platform/db';
import { joinUsersOn, userDisplayColumns } from '../../account/account-reads';
import type { DrillOutcome } from './drill-outcome';

export type DrillRow = typeof trainingDrills.$inferSelect;
export type NewDrill = typeof trainingDrills.$inferInsert;

const mine = (userId: number, id: number) => and(eq(trainingDrills.id, id), eq(trainingDrills.userId, userId));

/** Every column but the bars, which never change once a drill is made: what a step reads and answers. */
const { bars: _bars, ...stateColumns } = getTableColumns(trainingDrills);
export type DrillState = Omit<DrillRow, 'bars'>;

/** The caller's drill without its bars; another user's is not found. */
export const findDrillState = async (db: Db, userId: number, id: number): Promise<DrillState | null> =>
  (await db.select(stateColumns).from(trainingDrills).where(mine(userId, id)))[0] ?? null;

export async function insertDrill(db: Db, drill: NewDrill) {
  const [row] = await db.insert(trainingDrills).values(drill).returning();
  return row!;
}

/** The caller's drill; another user's is not found. */
export const findDrill = async (db: Db, userId: number, id: number) =>
  (await db.select().from(trainingDrills).where(mine(userId, id)))[0] ?? null;

/** The caller's newest unfinished drill. */
export async function findOpenDrillId(db: Db, userId: number) {
  const [row] = await db
    .select({ id: trainingDrills.id })
    .from(trainingDrills)
    .where(and(eq(trainingDrills.userId, userId), sql`${trainingDrills.status} <> 'finished'`))
    .orderBy(desc(trainingDrills.id))
    .limit(1);
  return row?.id ?? null;
}

/** Records the call once: a second (a double click, another tab) finds the drill decided and changes nothing. */
export async function recordDecision(db: Db, input: { userId: number; id: number; side: string; stop: number | null }) {
  const [row] = await db
    .update(trainingDrills)
    .set({ side: input.side, stop: input.stop, status: 'revealing' })
    .where(and(mine(input.userId, input.id), eq(trainingDrills.status, 'deciding')))
    .returning(stateColumns);
  return row ?? null;
}

/**
 * Settles a drill whose stop or last bar is revealed: its result, and the learner's standing in the
 * same transaction. Guarded by the status: of two requests revealing that bar one settles it, the
 * other gets null.
 */
export async function finishDrill(
  tx: Db,
  input: { userId: number; id: number; revealed: number; outcome: DrillOutcome },
) {
  const { outcome } = input;
  const [row] = await tx
    .update(trainingDrills)
    .set({
      status: 'finished',
      revealed: input.revealed,
      entryPrice: outcome.entryPrice,
      exitPrice: outcome.exitPrice,
      exitKind: outcome.exit,
      ticks: outcome.ticks,
      moveTicks: outcome.moveTicks,
      moneyCents: outcome.moneyCents,
      correct: outcome.correct,
      score: outcome.score,
      finishedAt: new Date(),
    })
    .where(and(mine(input.userId, input.id), eq(trainingDrills.status, 'revealing')))
    .returning({ id: trainingDrills.id });
  if (!row) return null;
  const streak = await moveStanding(tx, input.userId, outcome);
  const [scored] = await tx
    .update(trainingDrills)
    .set({ streak })
    .where(eq(trainingDrills.id, row.id))
    .returning(stateColumns);
  return scored ?? null;
}

/** Adds a finished drill to the learner's totals; answers the streak after it. */
async function moveStanding(tx: Db, userId: number, outcome: DrillOutcome) {
  const correct = outcome.correct ? 1 : 0;
  const streakAfter = outcome.correct ? sql`${trainingStandings.streak} + 1` : sql`0`;
  const [standing] = await tx
    .insert(trainingStandings)
    .values({ userId, drills: 1, correct, score: outcome.score, streak: correct, bestStreak: correct })
    .onConflictDoUpdate({
      target: trainingStandings.userId,
      set: {
        drills: sql`${trainingStandings.drills} + 1`,
        correct: sql`${trainingStandings.correct} + ${correct}`,
        score: sql`${trainingStandings.score} + ${outcome.score}`,
        streak: streakAfter,
        bestStreak: sql`greatest(${trainingStandings.bestStreak}, ${streakAfter})`,
      },
    })
    .returning({ streak: trainingStandings.streak });
  return standing!.streak;
}

export async function standingOf(db: Db, userId: number) {
  const [row] = await db.select().from(trainingStandings).where(eq(trainingStandings.userId, userId));
  return row ?? { drills: 0, correct: 0, score: 0, streak: 0, bestStreak: 0 };
}

/** Learners by their score in drills finished since `since`, best first (ties: fewer drills, then earlier id). */
export async function weeklyScores(db: Db, since: Date, limit: number) {
  const score = sql<number>`coalesce(${sum(trainingDrills.score)}, 0)::int`;
  return db
    .select({ user: userDisplayColumns, score, drills: count() })
    .from(trainingDrills)
    .innerJoin(...joinUsersOn(trainingDrills.userId))
    .where(and(isNotNull(trainingDrills.finishedAt), gte(trainingDrills.finishedAt, since)))
    .groupBy(userDisplayColumns.id, userDisplayColumns.nickname, userDisplayColumns.avatar)
    .orderBy(desc(score), count(), userDisplayColumns.id)
    .limit(limit);
}

/** The learner's score this week and their rank among everyone who scored (null when they have not). */
export async function weeklyStandingOf(db: Db, since: Date, userId: number) {
  const inWeek = and(isNotNull(trainingDrills.finishedAt), gte(trainingDrills.finishedAt, since));
  const [own] = await db
    .select({ score: sql<number>`coalesce(${sum(trainingDrills.score)}, 0)::int`, drills: count() })
    .from(trainingDrills)
    .where(and(inWeek, eq(trainingDrills.userId, userId)));
  if (!own || own.drills === 0) return null;
  const totals = db.$with('totals').as(
    db
      .select({ userId: trainingDrills.userId, score: sql<number>`sum(${trainingDrills.score})`.as('score') })
      .from(trainingDrills)
      .where(inWeek)
      .groupBy(trainingDrills.userId),
  );
  const [ahead] = await db
    .with(totals)
    .select({ n: count() })
    .from(totals)
    .where(sql`${totals.score} > ${own.score}`);
  return { ...own, rank: (ahead?.n ?? 0) + 1 };
}
