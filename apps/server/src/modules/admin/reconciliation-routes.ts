import {
  listAdminReconciliations,
  runAdminReconciliation,
  showAdminReconciliation,
} from '@vce/contract/admin-reconciliation';
import type { FastifyInstance } from 'fastify';
import {
  listReconciliationsForConsole,
  runReconciliationFromConsole,
  showReconciliationForConsole,
} from '../commerce/payment/reconciliation-service';
import { Audited, registerAdminCall } from './admin-calls';

/** 对账: each day's payments and refunds against the providers' statements, run again by finance. */
export function reconciliationRoutes(app: FastifyInstance) {
  registerAdminCall(app, listAdminReconciliations, ({ body }) => listReconciliationsForConsole(app, body));
  registerAdminCall(app, showAdminReconciliation, ({ body }) => showReconciliationForConsole(app, body.id));
  registerAdminCall(app, runAdminReconciliation, async ({ body }) => {
    const outcome = await runReconciliationFromConsole(app, body.day, body.channel);
    return new Audited(outcome, {
      target: outcome.id,
      before: null,
      after: { day: outcome.day, channel: outcome.channel, state: outcome.state, differences: outcome.differences },
    });
  });
}
