import { paths } from '@vce/contract/routes';
import type { FastifyInstance } from 'fastify';
import { listFollowerIds } from '../account/account-service';
import { sendNotice, sendNoticeToEach } from './notice-service';

/** Tells the followers of a room's teachers, each once, that it went on air (the header's live-broadcast tip). */
/** Tells a trader that the teacher or a service agent took their one-to-one chat (the bell opens the chats). */
export function tellChatAccepted(app: FastifyInstance) {
  app.events.committed('direct_chat.accepted', 'notices.chat-accepted', async (event, tx) => {
    await sendNotice({
      app,
      db: tx,
      message: {
        type: event.kind === 'teacher' ? 'chat_teacher_accept' : 'chat_service_accept',
        user_id: event.userId,
        message_type: 'track_message',
        content: {
          content:
            event.kind === 'teacher'
              ? `${event.agentName}老师已接入您的咨询，快去看看回复吧`
              : `客服${event.agentName}已接入您的咨询，正在为您服务`,
        },
      },
    });
  });
}

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
