// Child process: what one process spends handing a chat frame to 2,000 sockets (issue 39), the socket
// hub's way (one text frame built once, written to each connection: platform/websocket-frames.ts)
// beside ws's `send(text)` for each socket, which encodes and frames the message again every time.
// Then two frames of a room as the hub writes them within its 100 ms window (platform/frame-batches.ts):
// in one write per socket, beside a write each. Clients and server share this process; only the
// server's loop is timed. Prints the figures.
import { once } from 'node:events';
import { createServer } from 'node:http';
import type { Socket } from 'node:net';
import { WebSocket, WebSocketServer } from 'ws';
import { takesFrames, textFrame } from '../apps/server/src/platform/websocket-frames';
import { median } from './turns';

export interface FramingFigures {
  sockets: number;
  frameBytes: number;
  /** Median ms per broadcast. */
  sendTextMs: number;
  prebuiltMs: number;
  /** Two frames to every socket: a write each, and both in one write. */
  twoWritesMs: number;
  batchedMs: number;
}

const sockets = 2000;
const broadcasts = 200;
const server = createServer();
const receivers: { socket: WebSocket; connection: Socket }[] = [];
new WebSocketServer({ server }).on('connection', (socket, request) =>
  receivers.push({ socket, connection: request.socket }),
);
server.listen(0, '127.0.0.1');
await once(server, 'listening');
const { port } = server.address() as { port: number };
for (let index = 0; index < sockets; index++) {
  const client = new WebSocket(`ws://127.0.0.1:${port}`);
  client.on('message', () => {});
  await once(client, 'open');
}
const frame = {
  type: 'chat',
  room_id: 1,
  message: { seq: 1, content: `bench:${Date.now()}`, nickname: '期友8888', avatar: '/images/avatar/1.png', level: 3 },
};
const pause = () => new Promise((resolve) => setTimeout(resolve, 20));
/** Each broadcast timed alone, with a pause for the clients to read it before the next. */
async function timed(broadcast: () => void) {
  const times: number[] = [];
  for (let turn = 0; turn < broadcasts; turn++) {
    const started = performance.now();
    broadcast();
    times.push(performance.now() - started);
    await pause();
  }
  return median(times);
}
const sendText = () => {
  const text = JSON.stringify(frame);
  for (const { socket } of receivers) socket.send(text);
};
const writeAll = (bytes: Buffer) => {
  for (const { socket, connection } of receivers) if (takesFrames(socket, connection)) connection.write(bytes);
};
const framed = () => textFrame(Buffer.from(JSON.stringify(frame)));
const prebuilt = () => writeAll(framed());
const twoWrites = () => {
  writeAll(framed());
  writeAll(framed());
};
const batched = () => writeAll(Buffer.concat([framed(), framed()]));
await timed(sendText); // warm-up
await timed(prebuilt);
const figures: FramingFigures = {
  sockets,
  frameBytes: Buffer.byteLength(JSON.stringify(frame)),
  sendTextMs: await timed(sendText),
  prebuiltMs: await timed(prebuilt),
  twoWritesMs: await timed(twoWrites),
  batchedMs: await timed(batched),
};
process.stdout.write(`${JSON.stringify(figures)}\n`);
process.exit(0);
