import type { FastifyInstance } from 'fastify';
import { sqlStateOf } from '../../../platform/database-errors';
import { AppError } from '../../../platform/errors';
import { unixSeconds } from '../../../platform/unix-time';
import type { RoomPass } from '../rooms/room-access';
import { findStaffRole, type RoomRow, updateRoomChatSettings } from '../rooms/room-store';
import { pushToRoom, toChatMessage } from './chat-service';
import { findChatMessage, liftMute, markChatRemoved, setMute } from './chat-store';

/** Only the room's teacher and moderators pin, remove, mute and slow the chat. */
function assertStaff(pass: RoomPass) {
  if (!pass.isStaff) throw AppError.reject('chatNotModerator');
}

/** Pins a message above the chat (seq 0 unpins); everyone in the room sees the change. */
export async function pinChatMessage(app: FastifyInstance, input: { room: RoomRow; pass: RoomPass; seq: number }) {
  assertStaff(input.pass);
  const row = input.seq === 0 ? null : await findChatMessage(app.db, input.room.id, input.seq);
  if (input.seq !== 0 && !row) throw AppError.reject('chatMessageUnknown');
  await updateRoomChatSettings(app.db, input.room.id, { pinnedSeq: row ? row.seq : null });
  await pushToRoom(app, { type: 'chat_pinned', room_id: input.room.id, message: row ? toChatMessage(row) : null });
}

/** Removes a message for everyone (it stays in the table, marked). A pinned one is unpinned. */
export async function removeChatMessage(app: FastifyInstance, input: { room: RoomRow; pass: RoomPass; seq: number }) {
  assertStaff(input.pass);
  if (!(await markChatRemoved(app.db, input.room.id, input.seq))) throw AppError.reject('chatMessageUnknown');
  if (input.room.pinnedSeq === input.seq) {
    await updateRoomChatSettings(app.db, input.room.id, { pinnedSeq: null });
    await pushToRoom(app, { type: 'chat_pinned', room_id: input.room.id, message: null });
  }
  await pushToRoom(app, { type: 'chat_removed', room_id: input.room.id, seq: input.seq });
}

/** Mutes a viewer for some minutes (0 lifts it); the staff cannot be muted. */
export async function muteChatUser(
  app: FastifyInstance,
  input: { room: RoomRow; pass: RoomPass; byUserId: number; userId: number; minutes: number },
) {
  assertStaff(input.pass);
  if (await findStaffRole(app.db, input.room.id, input.userId)) throw AppError.reject('chatCannotMuteStaff');
  if (input.minutes === 0) {
    await liftMute(app.db, input.room.id, input.userId);
    return { muted_until: null };
  }
  const until = new Date(Date.now() + input.minutes * 60_000);
  await setMute(app.db, { roomId: input.room.id, userId: input.userId, until, byUserId: input.byUserId }).catch(
    (error: unknown) => {
      // foreign_key_violation: no such user.
      throw sqlStateOf(error) === '23503' ? AppError.reject('memberUnknown') : error;
    },
  );
  return { muted_until: unixSeconds(until) };
}

/** Slow mode: one message per `seconds` for each viewer (0: off), told to everyone in the room. */
export async function setChatSlowMode(app: FastifyInstance, input: { room: RoomRow; pass: RoomPass; seconds: number }) {
  assertStaff(input.pass);
  await updateRoomChatSettings(app.db, input.room.id, { slowModeSeconds: input.seconds });
  await pushToRoom(app, { type: 'room_settings', room_id: input.room.id, slow_mode_seconds: input.seconds });
}
