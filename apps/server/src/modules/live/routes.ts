import { getRoomInfo, getRoomList, receiveLiveTime, watchLiveMinute } from '@vce/contract/live';
import {
  chatHistory,
  joinChat,
  likeRoom,
  muteChat,
  pinChat,
  removeChat,
  sendChat,
  setSlowMode,
} from '@vce/contract/live-chat';
import { msg } from '@vce/contract/messages';
import type { FastifyInstance } from 'fastify';
import { Answer, registerCall } from '../../platform/calls';
import { circleRoutes } from './circle/circle-routes';
import { directChatRoutes } from './direct/direct-routes';
import { registerDevLiveRoutes } from './dev-live-routes';
import { muteChatUser, pinChatMessage, removeChatMessage, setChatSlowMode } from './chat/chat-moderation';
import { joinRoomChat, readChatHistory, sendChatMessage } from './chat/chat-service';
import { receiveDailyLiveTime, spendLiveMinute } from './live-time';
import { admitToRoom } from './rooms/room-access';
import { findOpenRoom, listRooms, readRoomInfo } from './rooms/room-service';
import { scheduleGoLiveJob } from './rooms/go-live-job';
import { trackRoomStats } from './rooms/room-stats';
import { addRoomLike } from './rooms/room-store';
import { createLocalStreams } from './stream/local-stream';
import { streamRoutes } from './stream/stream-routes';

/**
 * Live rooms: the rooms and their streams, the chat beside them, the circle, one-to-one chats with a
 * teacher or customer service, and the daily live-time gift.
 */
export async function liveRoutes(app: FastifyInstance) {
  const stats = trackRoomStats(app);
  scheduleGoLiveJob(app);
  streamRoutes(app, createLocalStreams(app));

  /** The room of a call, for a caller it lets in (4003 otherwise). */
  const enter = async (roomId: number, userId: number | null) => {
    const room = await findOpenRoom(app, roomId);
    return { room, pass: await admitToRoom(app, room, userId) };
  };

  registerCall(app, getRoomList, () => listRooms(app));
  registerCall(app, getRoomInfo, ({ body, userId }) => readRoomInfo(app, stats, { roomId: body.id, userId }));
  registerCall(app, joinChat, async ({ body, userId }) => {
    await enter(body.room_id, userId);
    return joinRoomChat(app, { roomId: body.room_id, clientId: body.client_id, sinceSeq: body.since_seq });
  });
  registerCall(app, chatHistory, async ({ body, userId }) => {
    await enter(body.room_id, userId);
    return readChatHistory(app, { roomId: body.room_id, beforeSeq: body.before_seq, limit: body.limit });
  });
  registerCall(app, sendChat, async ({ body, userId }) => {
    const { room, pass } = await enter(body.room_id, userId);
    return sendChatMessage(app, { room, pass, userId, content: body.content, kind: body.kind });
  });
  registerCall(app, likeRoom, async ({ body, userId }) => {
    await enter(body.room_id, userId);
    const likes = await addRoomLike(app.db, body.room_id);
    await stats.likesChanged(body.room_id, likes);
    return { likes };
  });
  registerCall(app, pinChat, async ({ body, userId }) => {
    await pinChatMessage(app, { ...(await enter(body.room_id, userId)), seq: body.seq });
    return null;
  });
  registerCall(app, removeChat, async ({ body, userId }) => {
    await removeChatMessage(app, { ...(await enter(body.room_id, userId)), seq: body.seq });
    return null;
  });
  registerCall(app, muteChat, async ({ body, userId }) => {
    const { room, pass } = await enter(body.room_id, userId);
    return muteChatUser(app, { room, pass, byUserId: userId, userId: body.user_id, minutes: body.minutes });
  });
  registerCall(app, setSlowMode, async ({ body, userId }) => {
    await setChatSlowMode(app, { ...(await enter(body.room_id, userId)), seconds: body.seconds });
    return null;
  });

  registerCall(app, watchLiveMinute, async ({ body, userId }) =>
    spendLiveMinute(app, { userId, pass: (await enter(body.room_id, userId)).pass }),
  );

  circleRoutes(app);
  directChatRoutes(app);
  if (app.sms.name === 'dev') registerDevLiveRoutes(app);

  registerCall(app, receiveLiveTime, async ({ userId }) => {
    const granted = await receiveDailyLiveTime({ app, userId });
    return new Answer(granted, msg.liveTimeReceived.replace('{minutes}', String(granted.minutes)));
  });
}
