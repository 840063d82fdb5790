import { randomUUID } from 'node:crypto';
import { type NoticeMessage, SocketPing } from '@vce/contract/notices';
import { socketPaths } from '@vce/contract/socket';
import type { FastifyInstance } from 'fastify';
import type { WebSocket } from 'ws';

export const NOTICE_CHANNEL = 'notices.push';
export const BIND_CHANNEL = 'notices.bind';

declare module '../../platform/bus' {
  interface BusChannels {
    /** A notice for every process to push to the sockets it addresses. */
    'notices.push': NoticeEnvelope;
    /** A socket's client id bound to its user, on whichever process holds the socket. */
    'notices.bind': { clientId: string; userId: number };
  }
}

/** Who a notice goes to: one user, everyone watching one room, or everybody connected. */
export type NoticeTarget = { userId: number } | { roomId: string } | { everyone: true };
export interface NoticeEnvelope {
  target: NoticeTarget;
  message: NoticeMessage;
}

interface Client {
  socket: WebSocket;
  userId: number | null;
  roomId: string | null;
  lastSeen: number;
}

/** A client that sends no heartbeat for this long is gone (the client pings every 5 s). */
const IDLE_LIMIT_MS = 30_000;

/**
 * The notification socket behind getSocketUrl. On open it hands out a client id (`get_client_id`);
 * the client binds it to its user with /api/chat/bindUser and names its room in the heartbeat.
 * Notices are published on the bus, so any process can address a user connected to another.
 */
export function registerNoticeSocket(app: FastifyInstance) {
  const clients = new Map<string, Client>();

  app.get(socketPaths.notice, { websocket: true }, (socket) => {
    const clientId = randomUUID().replace(/-/g, '');
    const client: Client = { socket, userId: null, roomId: null, lastSeen: Date.now() };
    clients.set(clientId, client);
    socket.send(JSON.stringify({ type: 'get_client_id', client_id: clientId }));
    socket.on('message', (raw) => {
      client.lastSeen = Date.now();
      const ping = SocketPing.safeParse(parseJson(raw.toString()));
      if (!ping.success) {
        socket.send(JSON.stringify({ type: 'error', content: '消息格式不正确' }));
        return;
      }
      if (ping.data.room_id !== undefined) client.roomId = String(ping.data.room_id);
      socket.send(JSON.stringify({ type: 'pong' }));
    });
    socket.on('close', () => clients.delete(clientId));
  });

  const sweep = setInterval(() => {
    const cutoff = Date.now() - IDLE_LIMIT_MS;
    for (const client of clients.values()) if (client.lastSeen < cutoff) client.socket.terminate();
  }, IDLE_LIMIT_MS / 2);
  sweep.unref();

  const stopBind = app.bus.subscribe(BIND_CHANNEL, ({ clientId, userId }) => {
    const client = clients.get(clientId);
    if (client) client.userId = userId;
  });
  const stopNotice = app.bus.subscribe(NOTICE_CHANNEL, ({ target, message }) => {
    const frame = JSON.stringify(message);
    for (const client of clients.values()) if (isAddressed(client, target)) client.socket.send(frame);
  });

  app.addHook('onClose', async () => {
    clearInterval(sweep);
    stopBind();
    stopNotice();
  });
}

function isAddressed(client: Client, target: NoticeTarget) {
  if ('userId' in target) return client.userId === target.userId;
  if ('roomId' in target) return client.roomId === target.roomId;
  return true;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
