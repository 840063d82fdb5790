import type { FastifyInstance } from 'fastify';
import { findUserDisplay } from '../../account/account-service';
import { findOpenDrillId, standingOf, weeklyScores, weeklyStandingOf } from './drill-store';

const beijingOffsetMs = 8 * 3_600_000;
const leaderboardSize = 20;

/** Monday 00:00 Beijing time of the week `now` falls in: the leaderboard's week. */
export function weekStartOf(now: Date) {
  const beijing = new Date(now.getTime() + beijingOffsetMs);
  const daysSinceMonday = (beijing.getUTCDay() + 6) % 7;
  const monday = Date.UTC(beijing.getUTCFullYear(), beijing.getUTCMonth(), beijing.getUTCDate() - daysSinceMonday);
  return { start: new Date(monday - beijingOffsetMs), day: new Date(monday).toISOString().slice(0, 10) };
}

export async function describeStanding(app: FastifyInstance, userId: number) {
  const [standing, openDrillId] = await Promise.all([standingOf(app.db, userId), findOpenDrillId(app.db, userId)]);
  return {
    drills: standing.drills,
    correct: standing.correct,
    score: standing.score,
    streak: standing.streak,
    best_streak: standing.bestStreak,
    open_drill_id: openDrillId,
  };
}

/** This week's leaders. Equal scores share a rank (1, 2, 2, 4), as the caller's own rank counts them. */
export async function describeLeaderboard(app: FastifyInstance, userId: number | null) {
  const week = weekStartOf(new Date());
  const [rows, own] = await Promise.all([
    weeklyScores(app.db, week.start, leaderboardSize),
    userId === null ? null : weeklyStandingOf(app.db, week.start, userId),
  ]);
  let rank = 0;
  const list = rows.map((row, index) => {
    if (index === 0 || row.score !== rows[index - 1]!.score) rank = index + 1;
    return { rank, user_id: row.user.id, nickname: row.user.nickname, score: row.score, drills: row.drills };
  });
  return { week_start: week.day, list, mine: list.find((row) => row.user_id === userId) ?? (await ownRow()) };

  async function ownRow() {
    if (!own || userId === null) return null;
    const user = await findUserDisplay(app.db, userId);
    return { rank: own.rank, user_id: userId, nickname: user?.nickname ?? '', score: own.score, drills: own.drills };
  }
}
