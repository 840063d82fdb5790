import { adminRoles } from '@vce/contract/admin';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { success } from '../../platform/envelope';
import { grantRole } from './admin-store';

const GrantRequest = z.object({
  user_id: z.number().int().positive().describe('用户'),
  role: z.enum(adminRoles).describe('角色'),
});

/**
 * Grants a console role on a development server, where `npm run admin:create` cannot open the
 * embedded database the running server holds (browser tests). Registered with the dev SMS outbox,
 * so never in production.
 */
export function registerDevAdminRoutes(app: FastifyInstance) {
  app.post('/api/dev/admin/grant', { schema: { body: GrantRequest } }, async (request) => {
    const body = request.body as z.infer<typeof GrantRequest>;
    await grantRole(app.db, { userId: body.user_id, role: body.role });
    return success(null);
  });
}
