import { z } from 'zod';
import { defineCall } from './call';
import { ChatMessage } from './live';
import { field } from './validation';

const roomId = field.id('直播间编号');

/**
 * Puts the caller's socket (`client_id`, from `get_client_id`) in a room's chat and answers what it
 * missed: the messages after `since_seq` (none given: the latest ones). `recovered` is false when
 * more were missed than a replay carries; the client then replaces its list with `messages`.
 */
export const joinChat = defineCall({
  path: '/api/chat/joinRoom',
  access: 'public',
  request: z.object({
    room_id: roomId,
    client_id: z.string().trim().min(1).max(64).describe('连接标识'),
    since_seq: field.int('消息序号').min(0).optional(),
  }),
  data: z.object({ recovered: z.boolean(), messages: z.array(ChatMessage) }),
});

/** Older messages of a room, before `before_seq`, newest last. */
export const chatHistory = defineCall({
  path: '/api/chat/history',
  access: 'public',
  request: z.object({
    room_id: roomId,
    before_seq: field.int('消息序号').min(1).optional(),
    limit: field.int('条数').min(1).max(100).default(50),
  }),
  data: z.object({ list: z.array(ChatMessage), has_more: z.boolean() }),
});

export const chatMessageMax = 200;

/** Says something in a room's chat (`question`: to the teacher). Every client in the room gets it. */
export const sendChat = defineCall({
  path: '/api/chat/send',
  access: 'user',
  request: z.object({
    room_id: roomId,
    content: field.text('消息内容', chatMessageMax),
    kind: z.enum(['chat', 'question']).default('chat').describe('消息类型'),
  }),
  data: ChatMessage,
});

/** A like for the room: counted live for everyone watching. */
export const likeRoom = defineCall({
  path: '/api/chat/like',
  access: 'user',
  request: z.object({ room_id: roomId }),
  data: z.object({ likes: z.number().int() }),
});

/** The teacher or a moderator pins a message (`seq`) above the chat, or unpins (`seq` 0). */
export const pinChat = defineCall({
  path: '/api/chat/pin',
  access: 'user',
  request: z.object({ room_id: roomId, seq: field.int('消息序号').min(0) }),
  data: z.null(),
});

/** The teacher or a moderator removes a message from the chat, for everyone. */
export const removeChat = defineCall({
  path: '/api/chat/remove',
  access: 'user',
  request: z.object({ room_id: roomId, seq: field.int('消息序号').min(1) }),
  data: z.null(),
});

/** The teacher or a moderator mutes a viewer in the room for some minutes (0 lifts it). */
export const muteChat = defineCall({
  path: '/api/chat/mute',
  access: 'user',
  request: z.object({
    room_id: roomId,
    user_id: field.id('用户编号'),
    minutes: field
      .int('禁言时长')
      .min(0)
      .max(7 * 24 * 60),
  }),
  data: z.object({ muted_until: z.number().int().nullable() }),
});

/** The room's slow mode: one message per this many seconds for a viewer (0: off). */
export const setSlowMode = defineCall({
  path: '/api/chat/slowMode',
  access: 'user',
  request: z.object({ room_id: roomId, seconds: field.int('慢速模式间隔').min(0).max(300) }),
  data: z.null(),
});

/**
 * What the socket pushes to the clients in a room, beside the notices: a message (`chat`), one
 * removed, the pinned message changed, and the room's counts (viewers, likes).
 */
export const ChatFrame = z.discriminatedUnion('type', [
  z.object({ type: z.literal('chat'), room_id: z.number().int(), message: ChatMessage }),
  z.object({ type: z.literal('chat_removed'), room_id: z.number().int(), seq: z.number().int() }),
  z.object({ type: z.literal('chat_pinned'), room_id: z.number().int(), message: ChatMessage.nullable() }),
  z.object({
    type: z.literal('room_stats'),
    room_id: z.number().int(),
    viewers: z.number().int(),
    likes: z.number().int(),
  }),
  z.object({ type: z.literal('room_settings'), room_id: z.number().int(), slow_mode_seconds: z.number().int() }),
]);
export type ChatFrame = z.infer<typeof ChatFrame>;
