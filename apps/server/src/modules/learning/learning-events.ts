import type { FastifyInstance } from 'fastify';
import { grantCourse } from './course-store';

/** What learning does when other areas act: a paid course order hands the course to its buyer, once. */
export function subscribeLearningEvents(app: FastifyInstance) {
  app.events.committed(
    'order.paid',
    'learning.grant-course',
    async (order, tx) => {
      await grantCourse(tx, { userId: order.userId, courseId: order.itemId, orderNo: order.orderNo });
    },
    { only: (order) => order.kind === 'course' },
  );
}
