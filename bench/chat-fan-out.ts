// Live chat across the cluster (issue 39): `chatClients` sockets in one room spread over both
// processes while speakers post `chatRate` messages a second through them in turn, beside raw `ws`
// broadcasting frames of the same shape and size at the same rate.
import { socketPaths } from '@vce/contract/socket';
import type { Cluster } from '../cluster/cluster-setup';
import type { ChatFigures, ChatPlan } from './chat-clients';
import { runChild, startChatBaseline } from './servers';
import { settings } from './settings';

const speakers = 4;

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

export async function compareChat(cluster: Cluster) {
  const origins = cluster.processes.map((server) => server.url);
  const [first] = origins;
  if (!first) throw new Error('cluster: no process');
  const rooms = await call<{ id: number; name: string }[]>(first, '/api/chat/getRoomList');
  const roomId = rooms[0]!.id;
  const tokens = [];
  for (let index = 0; index < speakers; index++) tokens.push(await moderator(first, roomId, index));
  const { chatClients: clients, chatRate: rate, seconds } = settings;
  const chatSeconds = Math.max(seconds, 5);
  console.log(`cluster chat: ${clients} clients in one room over both processes, ${rate} messages a second…`);
  const ours = await runChild<ChatFigures>('chat-clients.ts', [
    JSON.stringify({
      sockets: origins.map((origin) => `${origin.replace('http', 'ws')}${socketPaths.notice}`),
      ours: { origins, roomId, tokens },
      clients,
      rate,
      seconds: chatSeconds,
    } satisfies ChatPlan),
  ]);
  // The baseline's frame: one of ours, as a client in the room received it.
  const frame = JSON.stringify({
    type: 'chat',
    room_id: roomId,
    message: (await call<{ list: object[] }>(first, '/api/chat/history', { room_id: roomId, limit: 1 })).list[0],
  });
  const baseline = await startChatBaseline(frame, rate, clients);
  try {
    const raw = await runChild<ChatFigures>('chat-clients.ts', [
      JSON.stringify({
        sockets: [`${baseline.origin.replace('http', 'ws')}${socketPaths.notice}`],
        clients,
        rate,
        seconds: chatSeconds,
      } satisfies ChatPlan),
    ]);
    return { '2 processes': ours, 'raw ws': raw, frameBytes: Buffer.byteLength(frame) };
  } finally {
    await baseline.stop();
  }
}
