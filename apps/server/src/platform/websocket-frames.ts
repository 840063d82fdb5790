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

/** A receiver whose unsent bytes pile up past this is too slow to follow a broadcast: it is dropped. */
const MAX_BUFFERED_BYTES = 4 * 1024 * 1024;

/**
 * A text frame (header and payload) built once for every receiver. ws made `Sender.frame` public for
 * this: a broadcast then costs one write per client instead of encoding and framing the payload again
 * for each. Server frames are never masked and the server takes no permessage-deflate, so the bytes
 * are the same for every connection.
 */
export const textFrame = (payload: Buffer) =>
  Buffer.concat(Sender.frame(payload, { fin: true, rsv1: false, opcode: 1, mask: false, readOnly: true }));

/**
 * Whether prebuilt frames may be written to `connection` (the upgraded request's TCP socket, the one
 * the websocket writes to) now. ws writes its own frames (pings, pongs, closes) whole and
 * synchronously, so ours never interleave with them; after a close frame nothing more may be written.
 * A receiver too far behind is terminated rather than buffered without end.
 */
export function takesFrames(socket: WebSocket, connection: Socket) {
  if (socket.readyState !== WebSocket.OPEN) return false;
  if (connection.writableLength <= MAX_BUFFERED_BYTES) return true;
  socket.terminate();
  return false;
}
