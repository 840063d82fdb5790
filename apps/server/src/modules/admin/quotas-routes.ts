import { showAdminQuotas, updateAdminQuotas } from '@vce/contract/admin-quotas';
import type { FastifyInstance } from 'fastify';
import { readQuotaRulesForConsole, updateQuotaRules } from '../commerce/quota/quota-console-service';
import { Audited, registerAdminCall } from './admin-calls';

/** 次数与兑换: free daily searches and questions, and their V粒 exchange prices; each change audited. */
export function quotaRoutes(app: FastifyInstance) {
  registerAdminCall(app, showAdminQuotas, async () => ({ rules: await readQuotaRulesForConsole(app) }));
  registerAdminCall(app, updateAdminQuotas, async ({ body }) => {
    const { before, after } = await updateQuotaRules(app, body.rules);
    return new Audited({ rules: after }, { target: 'quotas', before, after });
  });
}
