import { expect } from 'vitest';
import { WebSocket } from 'ws';

export type Frame = Record<string, unknown>;

/**
 * A client of the notification and chat socket that reads frames in order; `opened` collects the
 * sockets for the file's teardown. It waits for its `get_client_id`.
 */
export async function connectSocket(url: string, opened: WebSocket[]) {
  const socket = new WebSocket(url);
  opened.push(socket);
  const inbox: Frame[] = [];
  const waiting: ((frame: Frame) => void)[] = [];
  socket.on('message', (raw, isBinary) => {
    // The page parses text frames; a binary one would reach it as a Blob (vitest fails on the throw).
    if (isBinary) throw new Error('the socket sent a binary frame');
    const frame = JSON.parse(raw.toString()) as Frame;
    const resolve = waiting.shift();
    if (resolve) resolve(frame);
    else inbox.push(frame);
  });
  const next = () => {
    const frame = inbox.shift();
    return frame ? Promise.resolve(frame) : new Promise<Frame>((resolve) => waiting.push(resolve));
  };
  const hello = await next();
  expect(hello).toMatchObject({ type: 'get_client_id', client_id: expect.any(String) });
  /** The heartbeat; it names the room the client watches, or keeps the room when none is given. */
  const ping = async (roomId?: string | number) => {
    socket.send(JSON.stringify({ type: 'ping', room_id: roomId, platform: 'pcWeb' }));
    return next();
  };
  /** The next frame of a type, skipping others (room counts arrive on their own time). */
  const nextOf = async (type: string) => {
    for (;;) {
      const frame = await next();
      if (frame.type === type) return frame;
    }
  };
  return { socket, clientId: String(hello.client_id), next, nextOf, ping, inbox };
}

export type SocketClient = Awaited<ReturnType<typeof connectSocket>>;
