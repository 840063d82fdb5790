import { RoomStatus } from '@vce/contract/live';
import type { FastifyInstance } from 'fastify';
import { scheduleLeaderJob } from '../../../platform/leader-job';
import { inTransaction } from '../../../platform/transaction';
import { roomStatusAt } from './room-schedule';
import { listRoomRows, listTeacherIds, markOffAir, markOnAir } from './room-store';

const CHECK_MS = 30_000;

/**
 * Rooms go on air and off on their schedule: once a minute or so the leader marks the rooms that
 * went live (`room.went_live`, in the mark's transaction: their teachers' followers are told once)
 * and clears the mark of those that ended.
 */
export async function markRoomsOnAir(app: FastifyInstance, now = new Date()) {
  for (const room of await listRoomRows(app.db)) {
    const isLive = roomStatusAt(room, now) === RoomStatus.live;
    if (!isLive) {
      if (room.onAirSince) await markOffAir(app.db, room.id);
      continue;
    }
    if (room.onAirSince) continue;
    await inTransaction(app.db, async (tx) => {
      if (!(await markOnAir(tx, room.id, now))) return;
      await app.events.publish(tx, 'room.went_live', {
        roomId: room.id,
        roomType: room.type,
        roomName: room.name,
        nowPlaying: room.nowPlaying,
        teacherIds: await listTeacherIds(tx, room.id),
      });
    });
  }
}

export const scheduleGoLiveJob = (app: FastifyInstance) =>
  scheduleLeaderJob(app, { name: 'live.go-live', intervalMs: CHECK_MS, run: () => markRoomsOnAir(app) });
