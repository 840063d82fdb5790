// Child process: raw `ws` on /ws/message broadcasting, every argv[2] ms, each frame read from stdin as
// {"<topic>": "<JSON text>"} with its data.sent_at restamped, serialised once for all subscribers of
// the topic and sent as text, as our trading-data socket does. Clients subscribe with "<topic>:1" and
// leave with "<topic>:0". Prints {"port": n} once listening.
import { text } from 'node:stream/consumers';
import { type WebSocket, WebSocketServer } from 'ws';

interface Frame {
  data: { sent_at: number };
}

const intervalMs = Number(process.argv[2] ?? 1000);
const frames = new Map(
  Object.entries(JSON.parse(await text(process.stdin)) as Record<string, string>).map(([topic, frame]) => [
    topic,
    JSON.parse(frame) as Frame,
  ]),
);
const subscribers = new Map([...frames.keys()].map((topic) => [topic, new Set<WebSocket>()]));

const server = new WebSocketServer({ host: '127.0.0.1', port: 0, path: '/ws/message' }, () => {
  const address = server.address();
  process.stdout.write(`${JSON.stringify({ port: typeof address === 'object' && address ? address.port : 0 })}\n`);
});
server.on('connection', (socket) => {
  socket.on('message', (raw) => {
    const [topic = '', on] = raw.toString().trim().split(':');
    if (on === '1') subscribers.get(topic)?.add(socket);
    else subscribers.get(topic)?.delete(socket);
  });
  socket.on('close', () => {
    for (const set of subscribers.values()) set.delete(socket);
  });
});

setInterval(() => {
  for (const [topic, message] of frames) {
    message.data.sent_at = Date.now();
    const frame = Buffer.from(JSON.stringify(message));
    // Text frames, as ours sends.
    for (const socket of subscribers.get(topic) ?? []) socket.send(frame, { binary: false });
  }
}, intervalMs);

process.once('SIGTERM', () => server.close(() => process.exit(0)));
