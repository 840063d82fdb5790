import type { Socket } from 'node:net';
import * as ws from 'ws';
import { WebSocket } from 'ws';

interface FrameOptions {
  fin: boolean;
  rsv1: boolean;
  opcode: number;
  mask: boolean;
  readOnly: boolean;
}
// ws exports its Sender but @types/ws leaves it out; only its static frame() is used.
const { Sender } = ws as unknown as { Sender: { frame(data: Buffer, options: FrameOptions): Buffer[] } };

/** A subscriber whose unsent bytes pile up past this is too slow to follow the market: it is dropped. */
const MAX_BUFFERED_BYTES = 4 * 1024 * 1024;

/** A broadcast frame: its topic and the bytes of a whole websocket text frame. */
export interface FramedMessage<Topic extends string> {
  topic: Topic;
  frame: Buffer;
}

/**
 * A text frame (header and payload) built once for every receiver. ws made `Sender.frame` public for
 * this: a broadcast then costs one write per client instead of framing the payload again for each.
 * Server frames are never masked and the server takes no permessage-deflate, so the bytes are the
 * same for every connection.
 */
export const textFrame = (payload: Buffer) =>
  Buffer.concat(Sender.frame(payload, { fin: true, rsv1: false, opcode: 1, mask: false, readOnly: true }));

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
      // ws writes its own frames (pings, closes) whole and synchronously, so ours never interleave
      // with them; after a close frame nothing more may be written.
      if (socket.readyState !== WebSocket.OPEN) continue;
      if (connection.writableLength > MAX_BUFFERED_BYTES) {
        socket.terminate();
        continue;
      }
      connection.cork();
      for (const { topic, frame } of messages) if (topics.has(topic)) connection.write(frame);
      connection.uncork();
    }
  }
}
