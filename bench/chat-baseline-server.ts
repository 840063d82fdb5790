// Child process: raw `ws` broadcasting `rate` times a second, once all `clients` are connected (on a
// slow machine, broadcasting while ten thousand connect starves the connecting), a live-chat frame
// shaped and sized as ours (read from stdin), its content restamped `bench:<ms>`, serialised once for
// every client. argv[2]: rate, argv[3]: clients. Prints {"port": n}.
import { text } from 'node:stream/consumers';
import { WebSocketServer } from 'ws';

const rate = Number(process.argv[2] ?? 20);
const clients = Number(process.argv[3] ?? 1);
const frame = JSON.parse(await text(process.stdin)) as { message: { content: string } };
const server = new WebSocketServer({ host: '127.0.0.1', port: 0, path: '/ws/notice' }, () => {
  const address = server.address();
  process.stdout.write(`${JSON.stringify({ port: typeof address === 'object' && address ? address.port : 0 })}\n`);
});
const broadcast = () => {
  frame.message.content = `bench:${Date.now()}`;
  const bytes = Buffer.from(JSON.stringify(frame));
  for (const client of server.clients) client.send(bytes, { binary: false });
};
let broadcasting = false;
server.on('connection', () => {
  if (broadcasting || server.clients.size < clients) return;
  broadcasting = true;
  setInterval(broadcast, 1000 / rate);
});
