import { z } from 'zod';
import { defineCall } from './call';
import { noBody } from './validation';

/** A room's live_status. */
export const RoomStatus = { live: 1, notLive: 0, notOpen: -1 } as const;

export const LiveRoom = z.object({
  id: z.number().int(),
  type: z.number().int(),
  name: z.string(),
  /** RoomStatus: rooms not open yet are shown as 敬请期待. */
  live_status: z.number().int(),
  image: z.string(),
});
export const getRoomList = defineCall({
  path: '/api/chat/getRoomList',
  access: 'public',
  request: noBody,
  data: z.array(LiveRoom),
});

export const BindUserRequest = z.object({ client_id: z.string().trim().min(1).max(64).describe('连接标识') });
export const bindUser = defineCall({
  path: '/api/chat/bindUser',
  access: 'user',
  request: BindUserRequest,
  data: z.null(),
});
