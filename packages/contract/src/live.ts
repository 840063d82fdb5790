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

/**
 * The daily live-time gift (init's giveLiveTimeConfig): minutes of live-room watching, once per
 * account and Beijing day. Answers what was added and what the account now holds.
 */
export const receiveLiveTime = defineCall({
  path: '/api/user/receiveLiveTime',
  access: 'user',
  request: noBody,
  data: z.object({ minutes: z.number().int(), total_minutes: z.number().int() }),
});
