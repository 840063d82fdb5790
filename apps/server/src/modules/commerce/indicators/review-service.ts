import type { FastifyInstance } from 'fastify';
import { AppError } from '../../../platform/errors';
import { unixSeconds } from '../../../platform/unix-time';
import { findUserDisplay } from '../../account/account-service';
import { findIndicator, ownershipOf } from './indicator-store';
import { averageRating, hasReviewed, insertReview, listReviews } from './review-store';

type ReviewRow = NonNullable<Awaited<ReturnType<typeof insertReview>>>;

const reviewView = (review: ReviewRow, nickname: string) => ({
  id: review.id,
  nickname,
  rating: review.rating,
  content: review.content,
  time: unixSeconds(review.createdAt),
});

const holds = async (app: FastifyInstance, userId: number, indicatorId: number) =>
  (await ownershipOf(app.db, userId, [indicatorId])).has(indicatorId);

/** Owners' reviews of an indicator, listed to anyone; `can_review` when the caller holds it and has not reviewed. */
export async function readReviews(input: {
  app: FastifyInstance;
  userId: number | null;
  indicatorId: number;
  page: number;
  limit: number;
}) {
  const { app, userId, indicatorId } = input;
  const { rows, total } = await listReviews(app.db, input);
  const average = await averageRating(app.db, indicatorId);
  return {
    list: rows.map(({ review, nickname }) => reviewView(review, nickname)),
    total,
    average: average ? Number(average).toFixed(1) : null,
    can_review:
      userId !== null &&
      (await holds(app, userId, indicatorId)) &&
      !(await hasReviewed(app.db, { userId, indicatorId })),
  };
}

/** A holder's review (plain text), written once. */
export async function writeReview(input: {
  app: FastifyInstance;
  userId: number;
  indicatorId: number;
  rating: number;
  content: string;
}) {
  const { app, userId, indicatorId } = input;
  if (!(await findIndicator(app.db, indicatorId))) throw AppError.reject('indicatorUnknown');
  if (!(await holds(app, userId, indicatorId))) throw AppError.reject('indicatorReviewNotOwner');
  const review = await insertReview(app.db, { indicatorId, userId, rating: input.rating, content: input.content });
  if (!review) throw AppError.reject('indicatorReviewed');
  return reviewView(review, (await findUserDisplay(app.db, userId))?.nickname ?? '');
}
