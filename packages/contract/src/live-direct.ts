import { z } from 'zod';
import { defineCall } from './call';
import { uploadedImagePath } from './uploads';
import { field } from './validation';

export const directMessageMax = 500;
const chatId = field.id('对话编号');

/** Who said it: the trader, the teacher or agent who took the chat, or the site (the greeting). */
export const DirectSide = z.enum(['user', 'agent', 'system']);

export const DirectMessage = z.object({
  chat_id: z.number().int(),
  seq: z.number().int(),
  side: DirectSide,
  /** Who sent it (null: the site): a client tells its own words from the other side's. */
  sender_id: z.number().int().nullable(),
  content: z.string(),
  /** A picture (`/uploads/…`), or empty. */
  image: z.string(),
  /** Unix seconds. */
  time: z.number().int(),
});
export type DirectMessage = z.infer<typeof DirectMessage>;

/**
 * A one-to-one chat as one of its two sides sees it: `role` user for the trader who asked, agent
 * for the teacher or customer-service agent who answers; `counterpart` is the other side.
 */
export const DirectChat = z.object({
  id: z.number().int(),
  kind: z.enum(['teacher', 'service']),
  /** waiting: nobody has taken it yet; open: the teacher or an agent answers. */
  status: z.enum(['waiting', 'open']),
  role: z.enum(['user', 'agent']),
  counterpart: z.object({ id: z.number().int(), nickname: z.string(), avatar: z.string() }),
  last_message: z.string(),
  /** Unix seconds. */
  last_time: z.number().int(),
  unread: z.number().int(),
});
export type DirectChat = z.infer<typeof DirectChat>;

/**
 * Starts a chat with a room's teacher (`teacher_id`, a user id) or with customer service, or
 * answers the one already begun (one per trader and counterpart).
 */
export const openDirectChat = defineCall({
  path: '/api/chat/direct/open',
  access: 'user',
  request: z.object({
    kind: z.enum(['teacher', 'service']).describe('咨询对象'),
    teacher_id: field.id('老师').optional(),
  }),
  data: DirectChat,
});

/**
 * The caller's chats, newest first: those they began (`mine`) and, for a teacher or an agent, those
 * they answer or may take (`inbox`). `unread` counts both.
 */
export const listDirectChats = defineCall({
  path: '/api/chat/direct/list',
  access: 'user',
  request: z.object({}),
  data: z.object({
    mine: z.array(DirectChat),
    inbox: z.array(DirectChat),
    is_agent: z.boolean(),
    unread: z.number().int(),
  }),
});

/** A chat's messages before `before_seq` (the latest when not given), oldest first. Its two sides only. */
export const directChatHistory = defineCall({
  path: '/api/chat/direct/history',
  access: 'user',
  request: z.object({
    chat_id: chatId,
    before_seq: field.int('消息序号').min(1).optional(),
    limit: field.int('条数').min(1).max(100).default(30),
  }),
  data: z.object({ list: z.array(DirectMessage), has_more: z.boolean() }),
});

/** Says something, a picture or both; the other side gets it on their socket (`direct_message`). */
export const sendDirectMessage = defineCall({
  path: '/api/chat/direct/send',
  access: 'user',
  request: z.object({
    chat_id: chatId,
    content: field.text('消息内容', directMessageMax).default(''),
    image: uploadedImagePath.or(z.literal('')).default(''),
  }),
  data: DirectMessage,
});

/** The teacher or an agent takes a waiting chat; the trader is told (`chat_teacher_accept` / `chat_service_accept`). */
export const acceptDirectChat = defineCall({
  path: '/api/chat/direct/accept',
  access: 'user',
  request: z.object({ chat_id: chatId }),
  data: DirectChat,
});

/** The caller has read a chat to its end; answers what is left unread in all their chats. */
export const readDirectChat = defineCall({
  path: '/api/chat/direct/read',
  access: 'user',
  request: z.object({ chat_id: chatId }),
  data: z.object({ unread: z.number().int() }),
});

/** Pushed to both sides' sockets when either says something. */
export const DirectFrame = z.object({ type: z.literal('direct_message'), message: DirectMessage });
export type DirectFrame = z.infer<typeof DirectFrame>;
