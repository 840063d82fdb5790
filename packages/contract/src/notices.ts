import { z } from 'zod';
import { defineCall } from './call';
import { field, noBody, pagingFields } from './validation';

/**
 * Messages the server pushes on the notification socket: spec 000 §3–4's kinds, and beyond it
 * `course_live_reminder`, a booked live course about to start, `community_reply` (a comment on one's
 * post or an answer to one's comment), `community_mention` (an @ in a comment), `community_accept`
 * (one's answer accepted, its bounty paid), `community_hidden` (one's post or comment hidden by
 * readers' reports), `community_report_result` (what a moderator decided on content one reported),
 * `live_started` (a room whose teacher one follows went on air) and `coupon_granted` (the operators
 * gave one a coupon).
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
  'community_report_result',
  'live_started',
  'coupon_granted',
] as const;
export const NoticeType = z.enum(noticeTypes);

/** A teacher or an agent took one's one-to-one chat: such a notice opens the chats (live-direct.ts). */
export const isChatAcceptNotice = (type: string) => type === 'chat_teacher_accept' || type === 'chat_service_accept';
export const NoticeMessageType = z.enum(['case', 'band', 'track_message']);
export const NoticeMessage = z.object({
  type: NoticeType,
  user_id: z.number().int(),
  message_type: NoticeMessageType,
  content: z.object({ content: z.string() }),
  /** Beyond the spec's fields: the page it is about, where the popup leads. */
  link: z.string().optional(),
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

/** A notice as the bell lists it: what it says, where it leads, whether it was read. */
export const NoticeItem = z.object({
  id: z.number().int(),
  type: NoticeType,
  message_type: NoticeMessageType,
  content: z.string(),
  /** The page it is about; empty when it is about nothing to open. */
  link: z.string(),
  is_read: z.boolean(),
  /** Unix seconds. */
  time: z.number().int(),
});
export type NoticeItem = z.infer<typeof NoticeItem>;

/** The caller's notices, newest first (the bell's list). */
export const listNotices = defineCall({
  path: '/api/notice/list',
  access: 'user',
  request: z.object(pagingFields),
  data: z.object({ list: z.array(NoticeItem), total: z.number().int(), unread: z.number().int() }),
});

/** Marks one of the caller's notices read (`id`), or all of them; answers how many are left unread. */
export const readNotices = defineCall({
  path: '/api/notice/read',
  access: 'user',
  request: z.object({ id: field.id('消息编号').optional() }),
  data: z.object({ unread: z.number().int() }),
});
