// Child process: the live-chat clients. Opens `clients` sockets spread over the targets' socket URLs,
// puts each in the room (our server: /api/chat/joinRoom through the process holding it; the baseline
// needs none), then for `seconds` has the speakers post `rate` messages a second, each stamped
// `bench:<ms>` with the moment it was sent, through the processes in turn (the baseline broadcasts
// its own stamped frames: those stamped within the turn are its messages). Records every frame's delay (receive time − stamp, one clock) and how many
// of the expected frames (messages × clients) came. argv[2]: the plan (JSON); prints the figures.
import WebSocket from 'ws';
import { percentile } from './turns';

export interface ChatPlan {
  sockets: string[];
  /** Our server: the HTTP origins beside each socket URL, the room and the speakers' tokens. */
  ours?: { origins: string[]; roomId: number; tokens: string[] };
  clients: number;
  rate: number;
  seconds: number;
}

export interface ChatFigures {
  connected: number;
  sent: number;
  expected: number;
  received: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
}

const plan = JSON.parse(process.argv[2] ?? '{}') as ChatPlan;
const connectBatch = 100;
const graceMs = 2000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const marker = Buffer.from('bench:');

const delays: number[] = [];
/** Messages stamped in [from, to) count; the distinct stamps seen are the baseline's messages. */
const window = { from: Number.POSITIVE_INFINITY, to: Number.NEGATIVE_INFINITY };
const stamps = new Set<number>();
let sent = 0;

function stampOf(frame: Buffer) {
  const at = frame.indexOf(marker);
  if (at < 0) return undefined;
  let value = 0;
  for (let i = at + marker.length; i < frame.length; i++) {
    const digit = (frame[i] ?? 0) - 48;
    if (digit < 0 || digit > 9) break;
    value = value * 10 + digit;
  }
  return value;
}

async function open(url: string) {
  const socket = new WebSocket(url, { perMessageDeflate: false });
  let clientId = '';
  const ready = new Promise<void>((resolve, reject) => {
    socket.once('error', reject);
    socket.on('message', (frame: Buffer) => {
      if (!clientId && frame.includes('get_client_id')) {
        clientId = (JSON.parse(frame.toString()) as { client_id: string }).client_id;
        return resolve();
      }
      const stamp = stampOf(frame);
      if (stamp === undefined || stamp < window.from || stamp >= window.to) return;
      delays.push(Date.now() - stamp);
      stamps.add(stamp);
    });
    // The baseline hands out no client id: open is enough.
    if (!plan.ours) socket.once('open', () => resolve());
  });
  await ready;
  return { socket, clientId };
}

async function post(origin: string, path: string, body: object, token = '') {
  const res = await fetch(origin + path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', token, platform: 'pc' },
    body: JSON.stringify(body),
  });
  const answer = (await res.json()) as { code: number; msg: string };
  if (answer.code !== 1) throw new Error(`${path}: ${answer.msg}`);
}

const clients: { socket: WebSocket; clientId: string }[] = [];
for (let at = 0; at < plan.clients; at += connectBatch) {
  const batch = Array.from({ length: Math.min(connectBatch, plan.clients - at) }, (_, index) => {
    const target = (at + index) % plan.sockets.length;
    return open(plan.sockets[target]!).then(async (client) => {
      if (plan.ours)
        await post(plan.ours.origins[target]!, '/api/chat/joinRoom', {
          room_id: plan.ours.roomId,
          client_id: client.clientId,
        });
      return client;
    });
  });
  clients.push(...(await Promise.all(batch)));
}

await sleep(500);
window.from = Date.now();
const until = window.from + plan.seconds * 1000;
window.to = until;
if (plan.ours) {
  const { origins, roomId, tokens } = plan.ours;
  const posts: Promise<void>[] = [];
  for (let tick = 0; Date.now() < until; tick++) {
    const origin = origins[tick % origins.length]!;
    const token = tokens[tick % tokens.length]!;
    posts.push(post(origin, '/api/chat/send', { room_id: roomId, content: `bench:${Date.now()}` }, token));
    sent++;
    // On a schedule, not a pause after each post: a busy event loop would otherwise post fewer.
    await sleep(Math.max(0, window.from + ((tick + 1) * 1000) / plan.rate - Date.now()));
  }
  await Promise.all(posts);
  await sleep(graceMs);
} else {
  await sleep(plan.seconds * 1000 + graceMs);
  sent = stamps.size;
}

const sorted = delays.sort((a, b) => a - b);
const figures: ChatFigures = {
  connected: clients.length,
  sent,
  expected: sent * clients.length,
  received: sorted.length,
  p50Ms: percentile(sorted, 0.5),
  p99Ms: percentile(sorted, 0.99),
  maxMs: sorted.at(-1) ?? 0,
};
for (const client of clients) client.socket.terminate();
process.stdout.write(`${JSON.stringify(figures)}\n`);
