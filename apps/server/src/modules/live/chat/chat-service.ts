import type { ChatMessage } from '@vce/contract/live';
import type { ChatFrame } from '@vce/contract/live-chat';
import { msg } from '@vce/contract/messages';
import type { FastifyInstance } from 'fastify';
import { refuseBannedWords } from '../../../platform/banned-words';
import { AppError } from '../../../platform/errors';
import { unixSeconds } from '../../../platform/unix-time';
import { findUserDisplay } from '../../account/account-service';
import { readMemberBadge } from '../../commerce/vip/membership-service';
import type { RoomPass } from '../rooms/room-access';
import type { RoomRow } from '../rooms/room-store';
import { spendChatBudget } from './chat-limits';
import { mutedFor, refuseMuted } from '../mutes/live-mute-service';
import { type ChatRow, findMutedUntil, insertChatMessage, listChatAfter, listChatBefore } from './chat-store';

/** The socket topic of a room's chat. */
export const chatTopic = (roomId: number) => `live:${roomId}`;

/** At most this many missed messages are replayed; past it the client reloads the latest. */
export const REPLAY_MAX = 100;
const LATEST_ON_ENTRY = 50;

export const toChatMessage = (row: ChatRow): ChatMessage => ({
  seq: row.seq,
  user_id: row.userId,
  nickname: row.nickname,
  avatar: row.avatar,
  level: row.level,
  is_vip: row.isVip,
  kind: row.kind as ChatMessage['kind'],
  content: row.content,
  time: unixSeconds(row.createdAt),
});

/** Sends a frame to every socket in a room's chat, on every process. */
export const pushToRoom = (app: FastifyInstance, frame: ChatFrame) =>
  app.sockets.push({ topic: chatTopic(frame.room_id) }, frame);

/**
 * Puts a socket in a room's chat and answers what it missed since `sinceSeq` (the latest messages
 * when not given). The socket joins first, then the database is read: a message committed after the
 * read is published after the join, so it reaches the socket; one committed before is in the answer.
 */
export async function joinRoomChat(
  app: FastifyInstance,
  input: { roomId: number; clientId: string; sinceSeq?: number },
) {
  await app.sockets.join(input.clientId, chatTopic(input.roomId));
  if (input.sinceSeq === undefined) return { recovered: true, messages: await latestMessages(app, input.roomId) };
  const missed = await listChatAfter(app.db, input.roomId, input.sinceSeq, REPLAY_MAX + 1);
  if (missed.length > REPLAY_MAX) return { recovered: false, messages: await latestMessages(app, input.roomId) };
  return { recovered: true, messages: missed.map(toChatMessage) };
}

const latestMessages = async (app: FastifyInstance, roomId: number) =>
  (await listChatBefore(app.db, roomId, undefined, LATEST_ON_ENTRY)).reverse().map(toChatMessage);

/** A page of older messages, oldest first. */
export async function readChatHistory(
  app: FastifyInstance,
  input: { roomId: number; beforeSeq?: number; limit: number },
) {
  const rows = await listChatBefore(app.db, input.roomId, input.beforeSeq, input.limit + 1);
  return { list: rows.slice(0, input.limit).reverse().map(toChatMessage), has_more: rows.length > input.limit };
}

/**
 * Says something in a room: refused while muted, over the speaker's budget or the room's slow mode
 * (the staff exempt), or holding a banned word; stored under the room's next number and pushed to
 * everyone in the room. The staff's messages are the teacher's (highlighted).
 */
export async function sendChatMessage(
  app: FastifyInstance,
  input: { room: RoomRow; pass: RoomPass; userId: number; content: string; kind: 'chat' | 'question' },
) {
  const { room, pass, userId } = input;
  const content = input.content.trim();
  if (!content) throw AppError.reject('chatEmpty');
  await refuseBannedWords(app.settings, content);
  if (!pass.isStaff) {
    const mutedUntil = await findMutedUntil(app.db, room.id, userId);
    if (mutedUntil) throw AppError.reject(msg.chatMuted.replace('{time}', mutedFor(mutedUntil)));
    await refuseMuted(app, userId);
    await spendChatBudget(app, { roomId: room.id, userId, slowModeSeconds: room.slowModeSeconds });
  }
  const [speaker, badge] = await Promise.all([findUserDisplay(app.db, userId), readMemberBadge(app.db, userId)]);
  const row = await insertChatMessage(app.db, room.id, {
    userId,
    nickname: speaker?.nickname ?? '',
    avatar: speaker?.avatar ?? '',
    level: badge.level,
    isVip: badge.isVip,
    kind: pass.isStaff ? 'teacher' : input.kind,
    content,
  });
  const message = toChatMessage(row);
  await pushToRoom(app, { type: 'chat', room_id: room.id, message });
  return message;
}
