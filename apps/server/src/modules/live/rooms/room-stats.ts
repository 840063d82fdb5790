import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { chatTopic } from '../chat/chat-service';
import { findRoom } from './room-store';

declare module '../../../platform/bus' {
  interface BusChannels {
    /** One process's viewers per room (its sockets in each room's chat), every few seconds. */
    'live.viewers': { origin: string; counts: [roomId: number, viewers: number][] };
    /** A room's likes after one more. */
    'live.likes': { roomId: number; likes: number };
  }
}

const TICK_MS = 2_000;
/** A process not heard from for this long has gone: its viewers stop counting. */
const STALE_MS = 3 * TICK_MS;

/**
 * The rooms' viewer and like counts, live. Each process tells the others how many of its sockets
 * are in each room; every process sums what it heard and sends the counts that changed to its own
 * sockets (`room_stats`). Only counts travel, never joins and leaves, so a room of ten thousand costs
 * one small frame per viewer every two seconds at most.
 */
export function trackRoomStats(app: FastifyInstance) {
  const origin = randomUUID();
  const heard = new Map<string, { counts: Map<number, number>; at: number }>();
  const likes = new Map<number, number>();
  const lastSent = new Map<number, string>();

  const viewersOf = (roomId: number) => {
    const cutoff = Date.now() - STALE_MS;
    let total = 0;
    for (const peer of heard.values()) if (peer.at >= cutoff) total += peer.counts.get(roomId) ?? 0;
    return total;
  };

  const tick = async () => {
    const counts: [number, number][] = [];
    for (const [topic, size] of app.sockets.topicSizes())
      if (topic.startsWith('live:')) counts.push([Number(topic.slice(5)), size]);
    await app.bus.publish('live.viewers', { origin, counts });
    const rooms = new Set([...counts.map(([roomId]) => roomId), ...lastSent.keys()]);
    for (const roomId of rooms) {
      // Read once per process; after that the likes travel on the bus.
      if (!likes.has(roomId)) likes.set(roomId, (await findRoom(app.db, roomId))?.likes ?? 0);
      const frame = { type: 'room_stats', room_id: roomId, viewers: viewersOf(roomId), likes: likes.get(roomId)! };
      const key = `${frame.viewers}/${frame.likes}`;
      if (lastSent.get(roomId) === key) continue;
      lastSent.set(roomId, key);
      app.sockets.sendHere({ topic: chatTopic(roomId) }, frame);
    }
  };

  const stops = [
    app.bus.subscribe('live.viewers', (message) =>
      heard.set(message.origin, { counts: new Map(message.counts), at: Date.now() }),
    ),
    app.bus.subscribe('live.likes', ({ roomId, likes: count }) =>
      likes.set(roomId, Math.max(count, likes.get(roomId) ?? 0)),
    ),
  ];
  const timer = setInterval(
    () => void tick().catch((error: unknown) => app.log.warn({ err: error }, 'room stats')),
    TICK_MS,
  );
  timer.unref();
  app.addHook('onClose', async () => {
    clearInterval(timer);
    for (const stop of stops) stop();
  });

  return {
    viewersOf,
    /** A room's likes as read from its row: kept unless a newer count was heard. */
    knowLikes: (roomId: number, count: number) => likes.set(roomId, Math.max(count, likes.get(roomId) ?? 0)),
    likesChanged: (roomId: number, count: number) => app.bus.publish('live.likes', { roomId, likes: count }),
  };
}

export type RoomStats = ReturnType<typeof trackRoomStats>;
