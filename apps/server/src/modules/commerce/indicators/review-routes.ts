import { addTargetReview, targetReviews } from '@vce/contract/commerce-indicators';
import { and, avg, count, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { users } from '../../../db/schema/account';
import { indicatorReviews } from '../../../db/schema/commerce-indicators';
import { registerCall } from '../../../platform/calls';
import { AppError } from '../../../platform/errors';
import { findIndicator, ownershipOf } from './indicator-store';
import { unixSeconds } from '../../../platform/unix-time';

/** Owners' reviews of an indicator: listed to anyone, written once by each holder (plain text). */
export function indicatorReviewRoutes(app: FastifyInstance) {
  const holds = async (userId: number, indicatorId: number) =>
    (await ownershipOf(app.db, userId, [indicatorId])).has(indicatorId);
  const hasReviewed = async (userId: number, indicatorId: number) =>
    (
      await app.db
        .select({ id: indicatorReviews.id })
        .from(indicatorReviews)
        .where(and(eq(indicatorReviews.userId, userId), eq(indicatorReviews.indicatorId, indicatorId)))
    ).length > 0;

  registerCall(app, targetReviews, async ({ body, userId }) => {
    const where = eq(indicatorReviews.indicatorId, body.id);
    const rows = await app.db
      .select({ review: indicatorReviews, nickname: users.nickname })
      .from(indicatorReviews)
      .innerJoin(users, eq(users.id, indicatorReviews.userId))
      .where(where)
      .orderBy(desc(indicatorReviews.createdAt), desc(indicatorReviews.id))
      .limit(body.limit)
      .offset((body.page - 1) * body.limit);
    const [summary] = await app.db
      .select({ n: count(), average: avg(indicatorReviews.rating) })
      .from(indicatorReviews)
      .where(where);
    return {
      list: rows.map(({ review, nickname }) => ({
        id: review.id,
        nickname,
        rating: review.rating,
        content: review.content,
        time: unixSeconds(review.createdAt),
      })),
      total: summary?.n ?? 0,
      average: summary?.average ? Number(summary.average).toFixed(1) : null,
      can_review: userId !== null && (await holds(userId, body.id)) && !(await hasReviewed(userId, body.id)),
    };
  });

  registerCall(app, addTargetReview, async ({ body, userId }) => {
    if (!(await findIndicator(app.db, body.id))) throw AppError.reject('indicatorUnknown');
    if (!(await holds(userId, body.id))) throw AppError.reject('indicatorReviewNotOwner');
    const [review] = await app.db
      .insert(indicatorReviews)
      .values({ indicatorId: body.id, userId, rating: body.rating, content: body.content })
      .onConflictDoNothing()
      .returning();
    if (!review) throw AppError.reject('indicatorReviewed');
    const [author] = await app.db.select({ nickname: users.nickname }).from(users).where(eq(users.id, userId));
    return {
      id: review.id,
      nickname: author?.nickname ?? '',
      rating: review.rating,
      content: review.content,
      time: unixSeconds(review.createdAt),
    };
  });
}
