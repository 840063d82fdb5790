import { z } from 'zod';
import { defineCall } from './call';
import { noBody } from './validation';

/**
 * Messages the server pushes on the notification socket: spec 000 §3–4's kinds, and beyond it
 * `course_live_reminder`, a booked live course about to start, `community_reply` (a comment on one's
 * post or an answer to one's comment), `community_mention` (an @ in a comment), `community_accept`
 * (one's answer accepted, its bounty paid) and `community_hidden` (one's post or comment hidden by
 * readers' reports).
 */
export const noticeTypes = [
  'chat_teacher_accept',
  'chat_service_accept',
  'circle_policy',
  'course_live_reminder',
  'community_reply',
  'community_mention',
  'community_accept',
  'community_hidden',
] as const;
export const NoticeType = z.enum(noticeTypes);
export const NoticeMessageType = z.enum(['case', 'band', 'track_message']);
export const NoticeMessage = z.object({
  type: NoticeType,
  user_id: z.number().int(),
  message_type: NoticeMessageType,
  content: z.object({ content: z.string() }),
});
export type NoticeMessage = z.infer<typeof NoticeMessage>;

/** What a client sends: the heartbeat carries the room it watches. */
export const SocketPing = z.object({
  type: z.literal('ping'),
  room_id: z.union([z.string(), z.number()]).optional(),
  platform: z.string().optional(),
});

/** The notification socket's address (the `/ws/notice` path on the site, or PUBLIC_WS_URL's host). */
export const SocketUrlData = z.object({ url: z.string() });
export const getSocketUrl = defineCall({
  path: '/api/common/getSocketUrl',
  access: 'public',
  request: noBody,
  data: SocketUrlData,
});

/** Binds the socket's `client_id` (its `get_client_id` frame) to the signed-in user, for notices addressed to them. */
export const BindUserRequest = z.object({ client_id: z.string().trim().min(1).max(64).describe('连接标识') });
export const bindUser = defineCall({
  path: '/api/chat/bindUser',
  access: 'user',
  request: BindUserRequest,
  data: z.null(),
});

/** How many of the caller's notices are unread (the header's badge; the bell lists them). */
export const unreadCount = defineCall({
  path: '/api/notice/unreadCount',
  access: 'user',
  request: noBody,
  data: z.object({ count: z.number().int() }),
});
