import { z } from 'zod';

/** Messages the server pushes on the notification socket (spec 000 §3–4). */
export const noticeTypes = ['chat_teacher_accept', 'chat_service_accept', 'circle_policy'] as const;
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

export const socketPaths = { notice: '/ws/notice', market: '/ws/message' } as const;
