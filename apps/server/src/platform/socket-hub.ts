import { randomUUID } from 'node:crypto';
import type { Socket } from 'node:net';
import { SocketPing } from '@vce/contract/notices';
import type { WebSocket } from 'ws';
import type { Bus } from './bus';
import { createFrameBatches } from './frame-batches';
import { takesFrames, textFrame } from './websocket-frames';

declare module './bus' {
  interface BusChannels {
    /** A frame for every process to send to the sockets it holds that the target addresses. */
    'sockets.push': { target: SocketTarget; frame: object };
    /** A socket's client id bound to its user, on whichever process holds the socket. */
    'sockets.bind': { clientId: string; userId: number };
    /** A socket put in a topic (a live room's chat) or taken out of it (null). */
    'sockets.join': { clientId: string; topic: string | null };
    /** A user signed out everywhere (banned): every process closes the sockets bound to them. */
    'sockets.disconnect': { userId: number };
  }
}

/**
 * Who a frame goes to: one user's sockets, the sockets whose heartbeat names a room, the sockets
 * in a topic (joined through an access-checked call), or every socket.
 */
export type SocketTarget = { userId: number } | { roomId: string } | { topic: string } | { everyone: true };

interface Client {
  socket: WebSocket;
  /** The upgraded request's TCP socket: broadcasts write their prebuilt frame to it. */
  connection: Socket;
  userId: number | null;
  /** The room its heartbeat names (spec 000 §4): notices addressed to a room. */
  roomId: string | null;
  topic: string | null;
  lastSeen: number;
}

/** A client that sends no heartbeat for this long is gone (the client pings every 5 s). */
const IDLE_LIMIT_MS = 30_000;
/**
 * A topic's frames within this long of its last write wait and go out with it: a room of thousands
 * at 20 messages a second then costs half the writes, for at most this much delay.
 */
const TOPIC_WRITE_WINDOW_MS = 100;
/** The close code a signed-out user's sockets get (4000–4999 are the application's). */
export const SIGNED_OUT_CLOSE = 4001;

/**
 * The site's notification and chat socket (spec 000 §4) on this process: it hands each socket a
 * client id (`get_client_id`), which calls bind to a user and put in a topic; frames are published on
 * the bus, so every process sends them to the sockets it holds, each serialised and framed once per
 * process (a live room's chat goes to thousands of sockets 20 times a second).
 */
export function createSocketHub(bus: Bus) {
  const clients = new Map<string, Client>();
  const topics = new Map<string, Set<Client>>();

  const writeTo = (receivers: Iterable<Client>, bytes: Buffer) => {
    for (const client of receivers) if (takesFrames(client.socket, client.connection)) client.connection.write(bytes);
  };
  const batches = createFrameBatches((topic, bytes) => writeTo(topics.get(topic) ?? [], bytes), TOPIC_WRITE_WINDOW_MS);

  const leaveTopic = (client: Client) => {
    if (client.topic === null) return;
    const members = topics.get(client.topic);
    members?.delete(client);
    if (members?.size === 0) {
      topics.delete(client.topic);
      batches.drop(client.topic);
    }
    client.topic = null;
  };

  const addressed = (target: Exclude<SocketTarget, { topic: string }>): Iterable<Client> => {
    if ('everyone' in target) return clients.values();
    const matches =
      'userId' in target ? (c: Client) => c.userId === target.userId : (c: Client) => c.roomId === target.roomId;
    return [...clients.values()].filter(matches);
  };

  const sendHere = (target: SocketTarget, frame: object) => {
    const bytes = textFrame(Buffer.from(JSON.stringify(frame)));
    if (!('topic' in target)) writeTo(addressed(target), bytes);
    else if (topics.has(target.topic)) batches.add(target.topic, bytes);
  };

  const unsubscribers = [
    bus.subscribe('sockets.bind', ({ clientId, userId }) => {
      const client = clients.get(clientId);
      if (client) client.userId = userId;
    }),
    bus.subscribe('sockets.join', ({ clientId, topic }) => {
      const client = clients.get(clientId);
      if (!client) return;
      leaveTopic(client);
      if (topic === null) return;
      client.topic = topic;
      const members = topics.get(topic) ?? new Set();
      members.add(client);
      topics.set(topic, members);
    }),
    bus.subscribe('sockets.push', ({ target, frame }) => sendHere(target, frame)),
    bus.subscribe('sockets.disconnect', ({ userId }) => {
      for (const client of addressed({ userId })) client.socket.close(SIGNED_OUT_CLOSE, 'signed out');
    }),
  ];

  const sweep = setInterval(() => {
    const cutoff = Date.now() - IDLE_LIMIT_MS;
    for (const client of clients.values()) if (client.lastSeen < cutoff) client.socket.terminate();
  }, IDLE_LIMIT_MS / 2);
  sweep.unref();

  return {
    /**
     * Takes a socket just opened (`connection`: its upgraded request's TCP socket): gives it its
     * client id and answers its heartbeats.
     */
    accept(socket: WebSocket, connection: Socket) {
      const clientId = randomUUID().replace(/-/g, '');
      const client: Client = { socket, connection, userId: null, roomId: null, topic: null, lastSeen: Date.now() };
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
      socket.on('close', () => {
        leaveTopic(client);
        clients.delete(clientId);
      });
    },
    /** Binds a client id to its user, on whichever process holds the socket; done once the bus has it. */
    bind: (clientId: string, userId: number) => bus.publish('sockets.bind', { clientId, userId }),
    /**
     * Puts a socket in a topic (null: none), leaving the one it was in. Once this resolves, every frame
     * published to the topic afterwards reaches it: the bus delivers in the order it took them.
     */
    join: (clientId: string, topic: string | null) => bus.publish('sockets.join', { clientId, topic }),
    push: (target: SocketTarget, frame: object) => bus.publish('sockets.push', { target, frame }),
    /** Closes a user's sockets on every process (their chat rooms and notices end with their sessions). */
    disconnect: (userId: number) => bus.publish('sockets.disconnect', { userId }),
    /** To this process's sockets only: for frames every process makes alike (counts summed from the bus). */
    sendHere,
    /** The sockets of this process in each topic. */
    topicSizes: () => new Map([...topics].map(([topic, members]) => [topic, members.size])),
    close() {
      clearInterval(sweep);
      batches.close();
      for (const unsubscribe of unsubscribers) unsubscribe();
    },
  };
}

export type SocketHub = ReturnType<typeof createSocketHub>;

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
