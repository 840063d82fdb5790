import { courseReviews, reviewCourse } from '@vce/contract/learning-reviews';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../../platform/calls';
import { describeReviews, submitReview } from './review-service';

/** Learners' reviews of a course: the list with the rating, and writing or editing one's own. */
export function reviewRoutes(app: FastifyInstance) {
  registerCall(app, courseReviews, ({ body, userId }) => describeReviews(app, userId, body));
  registerCall(app, reviewCourse, ({ body, userId }) => submitReview(app, userId, body), {
    rateLimit: { max: 20, timeWindow: 60_000 },
  });
}
