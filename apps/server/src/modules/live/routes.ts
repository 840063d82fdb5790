import { bindUser, getRoomList } from '@vce/contract/live';
import { asc } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { liveRooms } from '../../db/schema/live';
import { registerCall } from '../../platform/calls';
import { registerDevNoticeRoutes } from './dev-notice-routes';
import { liveTimeRoutes } from './live-time';
import { BIND_CHANNEL } from './notice-socket';

export async function liveRoutes(app: FastifyInstance) {
  registerCall(app, getRoomList, () =>
    app.db
      .select({
        id: liveRooms.id,
        type: liveRooms.type,
        name: liveRooms.name,
        live_status: liveRooms.liveStatus,
        image: liveRooms.image,
      })
      .from(liveRooms)
      .orderBy(asc(liveRooms.sort), asc(liveRooms.id)),
  );

  // Bound once the bus has the message: a notice sent right after the answer reaches the socket.
  registerCall(app, bindUser, async ({ body, userId }) => {
    await app.bus.publish(BIND_CHANNEL, { clientId: body.client_id, userId });
    return null;
  });

  liveTimeRoutes(app);
  if (app.sms.name === 'dev') registerDevNoticeRoutes(app);
}
