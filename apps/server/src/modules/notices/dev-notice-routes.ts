import { NoticeMessageType, NoticeType } from '@vce/contract/notices';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { success } from '../../platform/envelope';
import { sendNotice } from './notice-service';

const NoticeRequest = z.object({
  user_id: z.number().int().positive().describe('用户'),
  type: NoticeType.default('circle_policy'),
  message_type: NoticeMessageType.default('case'),
  content: z.string().min(1).max(500).describe('内容'),
});

/**
 * Sends a notice to one user's sockets, wherever they are connected: for testers on a development
 * server until the areas that notify (community, live rooms, orders) arrive. Registered with the
 * dev SMS outbox, so never in production.
 */
export function registerDevNoticeRoutes(app: FastifyInstance) {
  app.post('/api/dev/notice', { schema: { body: NoticeRequest } }, async (request) => {
    const body = request.body as z.infer<typeof NoticeRequest>;
    const message = {
      type: body.type,
      user_id: body.user_id,
      message_type: body.message_type,
      content: { content: body.content },
    };
    return success({ id: await sendNotice({ app, message }) });
  });
}
