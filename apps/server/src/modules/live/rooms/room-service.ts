import { RoomStatus, type RoomAccess, type RoomInfo } from '@vce/contract/live';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../../platform/errors';
import { findRoomReplay } from '../../learning/live/live-service';
import { toChatMessage } from '../chat/chat-service';
import { findChatMessage } from '../chat/chat-store';
import { signedStreamUrl } from '../stream/stream-routes';
import { admitToRoom } from './room-access';
import { describeSchedule, roomStatusAt } from './room-schedule';
import type { RoomStats } from './room-stats';
import { findRoom, listRoomRows, listTeacherIds, type RoomRow } from './room-store';

/** The rooms as the header's dropdown and the home page list them, with their status now. */
export async function listRooms(app: FastifyInstance) {
  return (await listRoomRows(app.db)).map((room) => ({
    id: room.id,
    type: room.type,
    name: room.name,
    live_status: roomStatusAt(room),
    image: room.image,
  }));
}

/** A room that exists and is open (not 敬请期待), else the refusal the client shows. */
export async function findOpenRoom(app: FastifyInstance, roomId: number): Promise<RoomRow> {
  const room = await findRoom(app.db, roomId);
  if (!room) throw AppError.reject('roomUnknown');
  if (room.liveStatus === RoomStatus.notOpen) throw AppError.reject('comingSoon');
  return room;
}

/**
 * /live?id=: the room for a viewer it lets in (4003 otherwise): the stream while it is live (the
 * origin's address, or the server's own signed for the viewer), what is on, the counts, the pinned
 * message and what the viewer may do.
 */
export async function readRoomInfo(
  app: FastifyInstance,
  stats: RoomStats,
  input: { roomId: number; userId: number | null },
): Promise<RoomInfo> {
  const room = await findOpenRoom(app, input.roomId);
  const pass = await admitToRoom(app, room, input.userId);
  const status = roomStatusAt(room);
  const pinned = room.pinnedSeq === null ? undefined : await findChatMessage(app.db, room.id, room.pinnedSeq);
  stats.knowLikes(room.id, room.likes);
  const stream =
    status !== RoomStatus.live
      ? null
      : room.streamUrl
        ? { url: room.streamUrl, kind: 'origin' as const }
        : app.config.LIVE_STREAM === 'local'
          ? {
              url: signedStreamUrl(app, {
                roomId: room.id,
                userId: room.access === 'public' ? 0 : (input.userId ?? 0),
                ttlSeconds: pass.minutesLeft === null ? undefined : pass.minutesLeft * 60,
              }),
              kind: 'local' as const,
            }
          : null;
  return {
    id: room.id,
    type: room.type,
    name: room.name,
    live_status: status,
    image: room.image,
    access: room.access as RoomAccess,
    teacher: {
      id: (await listTeacherIds(app.db, room.id))[0] ?? null,
      name: room.teacherName,
      title: room.teacherTitle,
      avatar: room.teacherAvatar,
    },
    announcement: room.announcement,
    rules: room.rules,
    schedule_text: describeSchedule(room.schedule),
    stream,
    now_playing: room.nowPlaying,
    viewers: stats.viewersOf(room.id),
    likes: room.likes,
    pinned: pinned ? toChatMessage(pinned) : null,
    slow_mode_seconds: room.slowModeSeconds,
    can_moderate: pass.isStaff,
    minutes_left: pass.minutesLeft,
    replay: status === RoomStatus.live ? null : await findRoomReplay(app, room.id),
  };
}
