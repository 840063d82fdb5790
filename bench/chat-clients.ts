// Child process: live-chat receivers. Opens `clients` sockets spread over the targets' socket URLs and
// puts each in the room (our server: /api/chat/joinRoom through the process holding it; the baseline
// needs none), prints `{"connected": n}`, then reads the turn from stdin: the messages stamped
// `bench:<ms>` within [from, to) count. Records every such frame's delay (receive time − stamp, one
// clock) until `to` and a grace after it; prints the delays (counts per ms), how many came and the
// stamps seen. The speakers post from another process (chat-fan-out.ts): a process reading thousands
// of sockets answers its own HTTP calls late, and that lateness would count as the server's.
// argv[2]: the plan (JSON).
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import net from 'node:net';
import { createInterface } from 'node:readline';

export interface ReceiverPlan {
  sockets: string[];
  /** Our server: the HTTP origins beside each socket URL and the room to join. */
  join?: { origins: string[]; roomId: number };
  clients: number;
}

export interface ChatTurn {
  from: number;
  to: number;
}

export interface ReceiverFigures {
  connected: number;
  received: number;
  /** How many frames came how late: index = delay in ms. */
  delayCounts: number[];
  stamps: number[];
}

const plan = JSON.parse(process.argv[2] ?? '{}') as ReceiverPlan;
const connectBatch = 100;
const graceMs = 2000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const marker = Buffer.from('bench:');
const clientIdField = '"client_id":"';
const readBuffer = Buffer.alloc(64 * 1024);
const noBytes: Buffer = Buffer.alloc(0);

/** Before the turn is known no stamp counts. */
const turn: ChatTurn = { from: Number.POSITIVE_INFINITY, to: Number.NEGATIVE_INFINITY };
const delayCounts: number[] = [];
const stamps = new Set<number>();
let received = 0;

function record(stamp: number, now: number) {
  if (stamp < turn.from || stamp >= turn.to) return;
  const delay = Math.max(0, now - stamp);
  delayCounts[delay] = (delayCounts[delay] ?? 0) + 1;
  stamps.add(stamp);
  received++;
}

/**
 * Every `bench:<ms>` stamp in a stretch of the socket's bytes, and where the unread rest begins (a
 * stamp or marker cut by the chunk's end is read with the next chunk). Server frames are unmasked, so
 * a frame's text is in the stream as it was sent.
 */
function readStamps(bytes: Buffer, onStamp: (stamp: number) => void) {
  let rest = Math.max(0, bytes.length - marker.length + 1);
  for (let at = bytes.indexOf(marker); at >= 0; at = bytes.indexOf(marker, at + 1)) {
    let value = 0;
    let end = at + marker.length;
    for (; end < bytes.length; end++) {
      const digit = (bytes[end] ?? 0) - 48;
      if (digit < 0 || digit > 9) break;
      value = value * 10 + digit;
    }
    if (end === bytes.length) return at;
    onStamp(value);
    rest = Math.max(rest, end);
  }
  return rest;
}

/**
 * A websocket client that reads only what the bench needs: the upgrade by hand over `net`, then the
 * stamps found in the raw bytes. A full client (ws) parsing 200,000 frames a second took more of the
 * two cores than the servers it measured, so its own lateness was much of the figure; both servers
 * are measured with this one.
 */
async function open(url: string) {
  const { hostname, port, pathname } = new URL(url);
  let onBytes = (_chunk: Buffer) => {};
  const socket = net.connect({
    host: hostname,
    port: Number(port),
    noDelay: true,
    // Read into one buffer shared by every socket, straight to the callback (no stream, no allocation):
    // each chunk is read before the next socket's.
    onread: {
      buffer: readBuffer,
      callback: (length) => {
        onBytes(readBuffer.subarray(0, length));
        return true;
      },
    },
  });
  socket.write(
    `GET ${pathname} HTTP/1.1\r\nHost: ${hostname}:${port}\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n` +
      `Sec-WebSocket-Key: ${randomBytes(16).toString('base64')}\r\nSec-WebSocket-Version: 13\r\n\r\n`,
  );
  let pending = noBytes;
  let upgraded = false;
  let clientId = '';
  const ready = new Promise<void>((resolve, reject) => {
    socket.once('error', reject);
    onBytes = (chunk) => {
      const now = Date.now();
      let bytes: Buffer = pending.length ? Buffer.concat([pending, chunk]) : chunk;
      if (!upgraded) {
        const headEnd = bytes.indexOf('\r\n\r\n');
        if (headEnd < 0) return void (pending = Buffer.from(bytes));
        if (!bytes.subarray(0, 12).toString().endsWith('101')) return reject(new Error(`${url}: no upgrade`));
        upgraded = true;
        bytes = bytes.subarray(headEnd + 4);
        // The baseline hands out no client id: the upgrade is enough.
        if (!plan.join) resolve();
      }
      if (plan.join && !clientId) {
        const at = bytes.indexOf(clientIdField);
        const end = at < 0 ? -1 : bytes.indexOf('"', at + clientIdField.length);
        if (end < 0) return void (pending = Buffer.from(bytes));
        clientId = bytes.subarray(at + clientIdField.length, end).toString();
        resolve();
      }
      const rest = readStamps(bytes, (stamp) => record(stamp, now));
      pending = rest === bytes.length ? noBytes : Buffer.from(bytes.subarray(rest));
    };
  });
  await ready;
  return { socket, clientId };
}

async function join(origin: string, roomId: number, clientId: string) {
  const res = await fetch(`${origin}/api/chat/joinRoom`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', platform: 'pc' },
    body: JSON.stringify({ room_id: roomId, client_id: clientId }),
  });
  const answer = (await res.json()) as { code: number; msg: string };
  if (answer.code !== 1) throw new Error(`joinRoom: ${answer.msg}`);
}

const sockets: net.Socket[] = [];
for (let at = 0; at < plan.clients; at += connectBatch) {
  const batch = Array.from({ length: Math.min(connectBatch, plan.clients - at) }, async (_, index) => {
    const target = (at + index) % plan.sockets.length;
    const { socket, clientId } = await open(plan.sockets[target]!);
    if (plan.join) await join(plan.join.origins[target]!, plan.join.roomId, clientId);
    return socket;
  });
  sockets.push(...(await Promise.all(batch)));
}
process.stdout.write(`${JSON.stringify({ connected: sockets.length })}\n`);

const [line] = (await once(createInterface({ input: process.stdin }), 'line')) as [string];
Object.assign(turn, JSON.parse(line) as ChatTurn);
await sleep(Math.max(0, turn.to - Date.now()) + graceMs);
for (const socket of sockets) socket.destroy();
const figures: ReceiverFigures = {
  connected: sockets.length,
  received,
  delayCounts: Array.from(delayCounts, (count) => count ?? 0),
  stamps: [...stamps],
};
process.stdout.write(`${JSON.stringify(figures)}\n`);
