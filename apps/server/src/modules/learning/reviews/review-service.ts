import type { CourseReview } from '@vce/contract/learning-reviews';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../../platform/errors';
import { inTransaction } from '../../../platform/transaction';
import { unixSeconds } from '../../../platform/unix-time';
import { averageRating } from '../course-cards';
import { findReview, isLearner, listReviews, ratingOf, type ReviewRow, saveReview } from './review-store';

const reviewOf = ({ review, user }: ReviewRow): CourseReview => ({
  id: review.id,
  user_id: user.id,
  nickname: user.nickname,
  avatar: user.avatar,
  rating: review.rating,
  content: review.content,
  update_time: unixSeconds(review.updatedAt),
});

export async function describeReviews(
  app: FastifyInstance,
  userId: number | null,
  input: { course_id: number; page: number; limit: number },
) {
  const rating = await ratingOf(app.db, input.course_id);
  if (!rating) throw AppError.reject('courseUnknown');
  const [page, mine, learner] = await Promise.all([
    listReviews(app.db, { courseId: input.course_id, page: input.page, limit: input.limit }),
    userId === null ? null : findReview(app.db, input.course_id, userId),
    userId === null ? false : isLearner(app.db, input.course_id, userId),
  ]);
  return {
    list: page.rows.map(reviewOf),
    total: page.total,
    rating: averageRating(rating.sum, rating.count),
    rating_count: rating.count,
    mine: mine ? reviewOf(mine) : null,
    can_review: learner,
  };
}

/** A learner's review: only those who bought or started the course write one. */
export async function submitReview(
  app: FastifyInstance,
  userId: number,
  input: { course_id: number; rating: number; content: string },
) {
  if (!(await ratingOf(app.db, input.course_id))) throw AppError.reject('courseUnknown');
  if (!(await isLearner(app.db, input.course_id, userId))) throw AppError.reject('reviewNotLearner');
  const rating = await inTransaction(app.db, (tx) =>
    saveReview(tx, { courseId: input.course_id, userId, rating: input.rating, content: input.content }),
  );
  const review = await findReview(app.db, input.course_id, userId);
  return { review: reviewOf(review!), rating: averageRating(rating.sum, rating.count), rating_count: rating.count };
}
