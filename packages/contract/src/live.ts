import { z } from 'zod';
import { defineCall } from './call';
import { field, noBody } from './validation';

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
 * Who may watch a room: anyone; members (VIP), or non-members while they hold live-time minutes;
 * the owners of one course; the users the room invited.
 */
export const RoomAccess = z.enum(['public', 'members', 'course', 'invited']);
export type RoomAccess = z.infer<typeof RoomAccess>;

/** Where the stream comes from: the server's own (`local`, labelled 演示直播) or an origin / CDN pull URL. */
export const StreamKind = z.enum(['local', 'origin']);

/** A chat message as the room shows it. `seq` orders a room's messages, from 1, with no gaps but removed ones. */
export const ChatMessage = z.object({
  seq: z.number().int(),
  user_id: z.number().int(),
  nickname: z.string(),
  avatar: z.string(),
  /** The speaker's level badge (Lv1 …) and membership tag. */
  level: z.number().int(),
  is_vip: z.boolean(),
  /** chat: a viewer's message; question: one to the teacher; teacher: the teacher's or a moderator's. */
  kind: z.enum(['chat', 'question', 'teacher']),
  /** Plain text; bracketed emoji names (`[微笑]`) are drawn as images by the client. */
  content: z.string(),
  /** Unix seconds. */
  time: z.number().int(),
});
export type ChatMessage = z.infer<typeof ChatMessage>;

/** /live?id=: the room, its stream, its chat's state and what the caller may do there. */
export const getRoomInfo = defineCall({
  path: '/api/chat/getRoomInfo',
  access: 'public',
  request: z.object({ id: field.id('直播间编号') }),
  data: LiveRoom.extend({
    access: RoomAccess,
    /** `id`: the teacher's account, to ask them one to one (null: the room has none who answers). */
    teacher: z.object({ id: z.number().int().nullable(), name: z.string(), title: z.string(), avatar: z.string() }),
    announcement: z.string(),
    rules: z.string(),
    /** When it is on air, in words (每个交易日 08:45–15:15), empty when always or never. */
    schedule_text: z.string(),
    /** While live: the HLS playlist (signed for the caller where the room is not public). */
    stream: z.object({ url: z.string(), kind: StreamKind }).nullable(),
    /** What is on air now: the title of the session or programme. */
    now_playing: z.string(),
    viewers: z.number().int(),
    likes: z.number().int(),
    pinned: ChatMessage.nullable(),
    slow_mode_seconds: z.number().int(),
    /** The caller is the room's teacher or a moderator: may pin, remove and mute. */
    can_moderate: z.boolean(),
    /** For a non-member let into a members' room by their live-time minutes: how many are left; else null. */
    minutes_left: z.number().int().nullable(),
    /** Once it has ended: the lesson that replays it, where there is one. */
    replay: z.object({ course_id: z.number().int(), lesson_id: z.number().int() }).nullable(),
  }),
});
export type RoomInfo = z.infer<typeof getRoomInfo.data>;

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

/**
 * A minute watched of a members' room on live-time minutes (the room's page calls it each minute it
 * plays, for a viewer whose `minutes_left` is not null): one minute spent; none left answers 4003.
 */
export const watchLiveMinute = defineCall({
  path: '/api/chat/watchMinute',
  access: 'user',
  request: z.object({ room_id: field.id('直播间编号') }),
  data: z.object({ minutes_left: z.number().int().nullable() }),
});
