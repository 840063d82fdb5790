import { addTargetReview, targetReviews } from '@vce/contract/commerce-indicators';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../../platform/calls';
import { readReviews, writeReview } from './review-service';

/** Owners' reviews of an indicator: listed to anyone, written once by each holder (plain text). */
export function indicatorReviewRoutes(app: FastifyInstance) {
  registerCall(app, targetReviews, ({ body, userId }) =>
    readReviews({ app, userId, indicatorId: body.id, page: body.page, limit: body.limit }),
  );
  registerCall(app, addTargetReview, ({ body, userId }) =>
    writeReview({ app, userId, indicatorId: body.id, rating: body.rating, content: body.content }),
  );
}
