import { getRoomList, receiveLiveTime } from '@vce/contract/live';
import { msg } from '@vce/contract/messages';
import type { FastifyInstance } from 'fastify';
import { Answer, registerCall } from '../../platform/calls';
import { receiveDailyLiveTime } from './live-time';
import { listRooms } from './live-store';

export async function liveRoutes(app: FastifyInstance) {
  registerCall(app, getRoomList, () => listRooms(app.db));

  registerCall(app, receiveLiveTime, async ({ userId }) => {
    const granted = await receiveDailyLiveTime({ app, userId });
    return new Answer(granted, msg.liveTimeReceived.replace('{minutes}', String(granted.minutes)));
  });
}
