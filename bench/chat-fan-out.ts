// Live chat across the cluster (issue 39): `chatClients` sockets in one room spread over both
// processes while speakers post `chatRate` messages a second through them in turn, beside raw `ws`
// broadcasting frames of the same shape and size at the same rate.
import { socketPaths } from '@vce/contract/socket';
import type { Cluster } from '../cluster/cluster-setup';
import type { ChatTurn, ReceiverFigures, ReceiverPlan } from './chat-clients';
import { startChatBaseline, startStepChild } from './servers';
import { settings } from './settings';

const speakers = 4;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));
/** The receiving clients' processes: one would read ten thousand sockets late, and count it as the server's lateness. */
const receivers = 2;

export interface ChatFigures {
  connected: number;
  sent: number;
  expected: number;
  received: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
}

interface Envelope<T> {
  code: number;
  msg: string;
  data: T;
}

async function call<T>(origin: string, path: string, body: object = {}, token = '') {
  const res = await fetch(origin + path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', token, platform: 'pc' },
    body: JSON.stringify(body),
  });
  const answer = (await res.json()) as Envelope<T>;
  if (answer.code !== 1) throw new Error(`${path}: ${answer.msg}`);
  return answer.data;
}

/**
 * A new account signed in through the development server's captcha answer and SMS outbox, made a
 * moderator of the room: the staff are exempt from the chat's per-user limits, so four can post 20 a second.
 */
async function moderator(origin: string, roomId: number, index: number) {
  const mobile = `136${String(Date.now() % 1e7).padStart(7, '0')}${index}`;
  const puzzle = await call<{ captcha_id: string }>(origin, '/api/captcha/get');
  const answer = (await (await fetch(`${origin}/api/dev/captcha/answer?captcha_id=${puzzle.captcha_id}`)).json()) as {
    data: { x: number };
  };
  const { ticket } = await call<{ ticket: string }>(origin, '/api/captcha/check', {
    captcha_id: puzzle.captcha_id,
    x: answer.data.x,
  });
  await call(origin, '/api/sms/send', { mobile, event: 'mobile_login', ticket });
  const sms = (await (await fetch(`${origin}/api/dev/sms/latest?mobile=${mobile}`)).json()) as {
    data: { captcha: string };
  };
  const login = await call<{ userinfo: { id: number; token: string } }>(origin, '/api/user/mobileLogin', {
    mobile,
    captcha: sms.data.captcha,
  });
  await call(origin, '/api/dev/live/staff', { room_id: roomId, user_id: login.userinfo.id, role: 'moderator' });
  return login.userinfo.token;
}

/** The delay below which `share` of the frames came (nearest rank), from counts per ms. */
function delayPercentile(counts: number[], total: number, share: number) {
  const rank = Math.ceil(share * total);
  let seen = 0;
  for (const [delay, count] of counts.entries()) if ((seen += count) >= rank) return delay;
  return 0;
}

/**
 * One turn: `clients` sockets over `receivers` processes; once all are in, `speak` (our speakers'
 * posts, or nothing while the baseline broadcasts its own) runs for `seconds`. Sent: what `speak`
 * posted, else the distinct stamps received.
 */
async function chatTurn(plan: Omit<ReceiverPlan, 'clients'>, speak: (turn: ChatTurn) => Promise<number | null>) {
  const { chatClients: clients, seconds } = settings;
  const children = Array.from({ length: receivers }, (_, index) =>
    startStepChild<{ connected: number }, ReceiverFigures>('chat-clients.ts', [
      JSON.stringify({
        ...plan,
        clients: Math.floor(clients / receivers) + (index < clients % receivers ? 1 : 0),
      } satisfies ReceiverPlan),
    ]),
  );
  await Promise.all(children.map((child) => child.ready));
  const from = Date.now() + 500;
  const turn = { from, to: from + Math.max(seconds, 5) * 1000 };
  for (const child of children) child.tell(turn);
  const posted = await speak(turn);
  const results = await Promise.all(children.map((child) => child.result));
  const delayCounts: number[] = [];
  for (const result of results)
    for (const [delay, count] of result.delayCounts.entries()) delayCounts[delay] = (delayCounts[delay] ?? 0) + count;
  const connected = results.reduce((sum, result) => sum + result.connected, 0);
  const received = results.reduce((sum, result) => sum + result.received, 0);
  const sent = posted ?? new Set(results.flatMap((result) => result.stamps)).size;
  return {
    connected,
    sent,
    expected: sent * connected,
    received,
    p50Ms: delayPercentile(delayCounts, received, 0.5),
    p99Ms: delayPercentile(delayCounts, received, 0.99),
    maxMs: Math.max(0, delayCounts.length - 1),
  } satisfies ChatFigures;
}

/** Posts `rate` messages a second stamped with the moment each was sent, through the processes and speakers in turn. */
async function speakOnSchedule(origins: string[], roomId: number, tokens: string[], turn: ChatTurn) {
  const { chatRate: rate } = settings;
  await sleep(turn.from - Date.now());
  const posts: Promise<unknown>[] = [];
  for (let tick = 0; Date.now() < turn.to; tick++) {
    const content = `bench:${Date.now()}`;
    posts.push(
      call(
        origins[tick % origins.length]!,
        '/api/chat/send',
        { room_id: roomId, content },
        tokens[tick % tokens.length],
      ),
    );
    // On a schedule, not a pause after each post: a slow answer would otherwise post fewer.
    await sleep(turn.from + ((tick + 1) * 1000) / rate - Date.now());
  }
  await Promise.all(posts);
  return posts.length;
}

export async function compareChat(cluster: Cluster) {
  const origins = cluster.processes.map((server) => server.url);
  const [first] = origins;
  if (!first) throw new Error('cluster: no process');
  const rooms = await call<{ id: number; name: string }[]>(first, '/api/chat/getRoomList');
  const roomId = rooms[0]!.id;
  const tokens: string[] = [];
  for (let index = 0; index < speakers; index++) tokens.push(await moderator(first, roomId, index));
  const { chatClients: clients, chatRate: rate } = settings;
  console.log(`cluster chat: ${clients} clients in one room over both processes, ${rate} messages a second…`);
  const ours = await chatTurn(
    {
      sockets: origins.map((origin) => `${origin.replace('http', 'ws')}${socketPaths.notice}`),
      join: { origins, roomId },
    },
    (turn) => speakOnSchedule(origins, roomId, tokens, turn),
  );
  // The baseline's frame: one of ours, as a client in the room received it.
  const frame = JSON.stringify({
    type: 'chat',
    room_id: roomId,
    message: (await call<{ list: object[] }>(first, '/api/chat/history', { room_id: roomId, limit: 1 })).list[0],
  });
  const baseline = await startChatBaseline(frame, rate, clients);
  try {
    const raw = await chatTurn(
      { sockets: [`${baseline.origin.replace('http', 'ws')}${socketPaths.notice}`] },
      async () => null,
    );
    return { '2 processes': ours, 'raw ws': raw, frameBytes: Buffer.byteLength(frame) };
  } finally {
    await baseline.stop();
  }
}
