import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { success } from '../../platform/envelope';
import { setRoomStaff } from './rooms/room-store';

const StaffRequest = z.object({
  room_id: z.number().int().positive().describe('直播间'),
  user_id: z.number().int().positive().describe('用户'),
  role: z.enum(['teacher', 'moderator']).default('teacher'),
});

/**
 * Makes a user a room's teacher or moderator: for testers on a development server until the
 * operators' console assigns them. Registered with the dev SMS outbox, so never in production.
 */
export function registerDevLiveRoutes(app: FastifyInstance) {
  app.post('/api/dev/live/staff', { schema: { body: StaffRequest } }, async (request) => {
    const body = request.body as z.infer<typeof StaffRequest>;
    await setRoomStaff(app.db, { roomId: body.room_id, userId: body.user_id, role: body.role });
    return success(null);
  });
}
