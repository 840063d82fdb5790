import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { success } from '../../platform/envelope';
import { setServiceAgent } from './direct/direct-store';
import { setRoomStaff } from './rooms/room-store';

const StaffRequest = z.object({
  room_id: z.number().int().positive().describe('直播间'),
  user_id: z.number().int().positive().describe('用户'),
  role: z.enum(['teacher', 'moderator']).default('teacher'),
});

const ServiceAgentRequest = z.object({
  user_id: z.number().int().positive().describe('用户'),
  name: z.string().trim().min(1).max(20).describe('客服名称'),
});

/**
 * Makes a user a room's teacher or moderator, or a customer-service agent: for testers on a
 * development server until the operators' console assigns them. Registered with the dev SMS outbox, so never in production.
 */
export function registerDevLiveRoutes(app: FastifyInstance) {
  app.post('/api/dev/live/staff', { schema: { body: StaffRequest } }, async (request) => {
    const body = request.body as z.infer<typeof StaffRequest>;
    await setRoomStaff(app.db, { roomId: body.room_id, userId: body.user_id, role: body.role });
    return success(null);
  });
  app.post('/api/dev/live/service-agent', { schema: { body: ServiceAgentRequest } }, async (request) => {
    const body = request.body as z.infer<typeof ServiceAgentRequest>;
    await setServiceAgent(app.db, { userId: body.user_id, name: body.name });
    return success(null);
  });
}
