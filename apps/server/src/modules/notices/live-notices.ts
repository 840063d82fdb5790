import { paths } from '@vce/contract/routes';
import type { FastifyInstance } from 'fastify';
import { listFollowerIds } from '../account/account-service';
import { sendNoticeToEach } from './notice-service';

/** Tells the followers of a room's teachers, each once, that it went on air (the header's live-broadcast tip). */
export function tellRoomFollowers(app: FastifyInstance) {
  app.events.committed('room.went_live', 'notices.room-live', async (event, tx) => {
    const followers = new Set((await Promise.all(event.teacherIds.map((id) => listFollowerIds(tx, id)))).flat());
    await sendNoticeToEach({
      app,
      db: tx,
      userIds: followers,
      message: {
        type: 'live_started',
        message_type: 'case',
        content: { content: `「${event.roomName}」开播了${event.nowPlaying ? `：${event.nowPlaying}` : ''}` },
      },
      link: paths.liveRoom(event.roomId, event.roomType),
    });
  });
}
