import { riskDetails, riskList, submitRiskQuiz } from '@vce/contract/learning-risk';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../../platform/calls';
import { describeRiskItem, describeRiskItems, submitQuiz } from './risk-service';

/** Risk education: the items, one item with its quiz, and marking an attempt. */
export function riskRoutes(app: FastifyInstance, mediaSecret: string) {
  registerCall(app, riskList, ({ userId }) => describeRiskItems(app, userId));
  registerCall(app, riskDetails, ({ body, userId }) => describeRiskItem(app, mediaSecret, userId, body.id));
  registerCall(app, submitRiskQuiz, ({ body, userId }) =>
    submitQuiz(app, { userId, id: body.id, answers: body.answers }),
  );
}
