import type { Socket } from 'node:net';
import type { WebSocket } from 'ws';
import { takesFrames } from '../../platform/websocket-frames';

/** A broadcast frame: its topic and the bytes of a whole websocket text frame (`textFrame`). */
export interface FramedMessage<Topic extends string> {
  topic: Topic;
  frame: Buffer;
}

/**
 * The subscribers of a socket's topics. `send` writes every frame of one broadcast that a client
 * subscribed to with a single corked write, so a client subscribed to two topics waits for one
 * system call, not for a second pass over all clients.
 */
export class SocketFanout<Topic extends string> {
  private readonly clients = new Map<WebSocket, { connection: Socket; topics: Set<Topic> }>();

  /** `connection` is the upgraded request's TCP socket, the one the websocket writes to. */
  add(socket: WebSocket, connection: Socket) {
    this.clients.set(socket, { connection, topics: new Set() });
    socket.once('close', () => this.clients.delete(socket));
  }

  subscribe(socket: WebSocket, topic: Topic, on: boolean) {
    const topics = this.clients.get(socket)?.topics;
    if (on) topics?.add(topic);
    else topics?.delete(topic);
  }

  send(messages: FramedMessage<Topic>[]) {
    if (messages.length === 0) return;
    for (const [socket, { connection, topics }] of this.clients) {
      if (!takesFrames(socket, connection)) continue;
      connection.cork();
      for (const { topic, frame } of messages) if (topics.has(topic)) connection.write(frame);
      connection.uncork();
    }
  }
}
