import { and, avg, desc, eq } from 'drizzle-orm';
import { indicatorReviews } from '../../../db/schema/commerce-indicators';
import type { Db } from '../../../platform/db';
import { readPage } from '../../../platform/paging';
import { joinUsersOn, userDisplayColumns } from '../../account/account-reads';

/** A page of an indicator's reviews, newest first, each with its reviewer's nickname. */
export function listReviews(db: Db, input: { indicatorId: number; page: number; limit: number }) {
  const where = eq(indicatorReviews.indicatorId, input.indicatorId);
  const rows = db
    .select({ review: indicatorReviews, nickname: userDisplayColumns.nickname })
    .from(indicatorReviews)
    .innerJoin(...joinUsersOn(indicatorReviews.userId))
    .where(where)
    .orderBy(desc(indicatorReviews.createdAt), desc(indicatorReviews.id))
    .$dynamic();
  return readPage(db, { rows, table: indicatorReviews, where, page: input });
}

/** The average rating of an indicator's reviews; null when it has none. */
export async function averageRating(db: Db, indicatorId: number) {
  const [summary] = await db
    .select({ average: avg(indicatorReviews.rating) })
    .from(indicatorReviews)
    .where(eq(indicatorReviews.indicatorId, indicatorId));
  return summary?.average ?? null;
}

export async function hasReviewed(db: Db, input: { userId: number; indicatorId: number }) {
  const rows = await db
    .select({ id: indicatorReviews.id })
    .from(indicatorReviews)
    .where(and(eq(indicatorReviews.userId, input.userId), eq(indicatorReviews.indicatorId, input.indicatorId)));
  return rows.length > 0;
}

/** The holder's review, once per user and indicator; undefined when they had reviewed it already. */
export async function insertReview(
  db: Db,
  review: { indicatorId: number; userId: number; rating: number; content: string },
) {
  const [row] = await db.insert(indicatorReviews).values(review).onConflictDoNothing().returning();
  return row;
}
