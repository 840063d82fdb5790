import type { FastifyInstance } from 'fastify';
import { returnUse } from './quota-store';

/** What other areas' events do to the quotas. */
export function subscribeQuotaEvents(app: FastifyInstance) {
  // A failed answer gives its question back, in the transaction that records the failure.
  app.events.within('assistant.failed', async (tx, { questionUse }) => {
    if (questionUse) await returnUse(tx, questionUse);
  });
}
