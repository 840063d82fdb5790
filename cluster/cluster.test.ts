// Two server processes on one PostgreSQL and one Redis, behind nginx (cluster-setup.ts): what a user
// reaches through either process is the same. The failover test is last: it kills the engine's process.
import { randomInt } from 'node:crypto';
import http from 'node:http';
import { msg } from '@vce/contract/messages';
import { Redis } from 'ioredis';
import pg from 'pg';
import { describe, expect, inject, it } from 'vitest';
import WebSocket from 'ws';
import { sandboxNotifyBody, signSandboxNotify } from '../apps/server/src/providers/payment/sandbox-payment';
import { clusterSandboxSecret } from './cluster-setup';

const { proxyUrl, processes, databaseUrl, redisUrl, prefix } = inject('cluster');
const [a, b] = processes as [(typeof processes)[0], (typeof processes)[0]];

interface Envelope<T = unknown> {
  code: number;
  msg: string;
  data: T;
}

async function call<T = unknown>(base: string, path: string, body: unknown = {}, token = ''): Promise<Envelope<T>> {
  const res = await fetch(base + path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', token, platform: 'pc', 'channel-name': 'pc' },
    body: JSON.stringify(body),
  });
  return (await res.json()) as Envelope<T>;
}
const getJson = async <T>(url: string) => (await (await fetch(url)).json()) as T;
const health = (base: string) => getJson<Record<string, string>>(`${base}/healthz`);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const newMobile = () => `137${String(randomInt(1e8)).padStart(8, '0')}`;

/** A puzzle fetched through one process and solved through another: the ticket is Redis's. */
async function captchaTicket(getFrom: string, solveAt: string) {
  const challenge = await call<{ captcha_id: string }>(getFrom, '/api/captcha/get');
  const answer = await getJson<Envelope<{ x: number }>>(
    `${solveAt}/api/dev/captcha/answer?captcha_id=${challenge.data.captcha_id}`,
  );
  const check = await call<{ ticket: string }>(solveAt, '/api/captcha/check', {
    captcha_id: challenge.data.captcha_id,
    x: answer.data.x,
  });
  expect(check.code).toBe(1);
  return check.data.ticket;
}

async function sendCode(base: string, mobile: string, event = 'mobile_register') {
  return call(base, '/api/sms/send', { mobile, event, ticket: await captchaTicket(a.url, b.url) });
}

/** A user registered through nginx, its token and id. */
async function register() {
  const mobile = newMobile();
  expect((await sendCode(proxyUrl, mobile)).code).toBe(1);
  const code = await getJson<Envelope<{ captcha: string }>>(`${proxyUrl}/api/dev/sms/latest?mobile=${mobile}`);
  const login = await call<{ userinfo: { id: number; token: string } }>(proxyUrl, '/api/user/register', {
    mobile,
    captcha: code.data.captcha,
    uuid: crypto.randomUUID(),
    agreement_version: '1',
  });
  expect(login.code).toBe(1);
  return login.data.userinfo;
}

describe('two processes behind nginx', () => {
  it('both report PostgreSQL and Redis, and exactly one runs the market engine', async () => {
    const reports = await Promise.all([health(a.url), health(b.url)]);
    for (const report of reports) expect(report).toMatchObject({ status: 'ok', database: 'postgres', redis: 'ok' });
    expect(reports.map((report) => report.market).sort()).toEqual(['engine', 'replica']);
  });

  it('answers the smoke calls through nginx', async () => {
    expect((await call(proxyUrl, '/api/common/init')).code).toBe(1);
    const list = await call<{ list: unknown[] }[]>(proxyUrl, '/vce_gm/v1/symbol_list');
    expect(list.code).toBe(1);
    expect(list.data.length).toBeGreaterThan(0);
    const kline = await call<{ bars: unknown[] }>(proxyUrl, '/javactp/market/kline', { symbol: 'rb', period: '1d' });
    expect(kline.data.bars.length).toBeGreaterThan(20);
    const unknown = await fetch(`${proxyUrl}/api/no/such/call`, { method: 'POST' });
    expect(unknown.status).toBe(404);
    expect(((await unknown.json()) as Envelope).msg).toBe(msg.notFound);
  });

  it('moves a request for an old host name to the main one for good, keeping the path and query', async () => {
    // fetch cannot set Host: a raw request names the old host, as a browser that followed an old link would.
    const { port } = new URL(proxyUrl);
    const answer = await new Promise<{ status?: number; location?: string }>((resolve, reject) => {
      http
        .get(
          { host: '127.0.0.1', port, path: '/vipV2?from=share', headers: { host: 'old.vce.example.com' } },
          (res) => {
            res.resume();
            resolve({ status: res.statusCode, location: res.headers.location });
          },
        )
        .on('error', reject);
    });
    expect(answer).toEqual({ status: 301, location: 'http://www.vce.example.com/vipV2?from=share' });
  });

  it('accepts a captcha solved through the other process, and refuses the 6th SMS of an hour whichever process gets it', async () => {
    const mobile = newMobile();
    for (let sent = 0; sent < 5; sent++) {
      const target = sent % 2 === 0 ? a.url : b.url;
      expect(await sendCode(target, mobile, 'mobile_login')).toMatchObject({ code: 1 });
      await sleep(1100); // the resend interval of this leg
    }
    for (const target of [a.url, b.url]) {
      expect(await sendCode(target, mobile, 'mobile_login')).toMatchObject({ code: 0, msg: msg.smsHourlyLimit });
    }
  });

  it('draws one rate-limit budget for a client IP from both processes', async () => {
    // TRUST_PROXY=1: the processes take the client IP from the hop before them, as nginx sends it.
    const headers = {
      'content-type': 'application/json',
      'x-forwarded-for': `10.9.${randomInt(256)}.${randomInt(256)}`,
    };
    const statuses: number[] = [];
    for (let i = 0; i <= 30; i++) {
      const res = await fetch(`${i % 2 ? b.url : a.url}/api/captcha/get`, { method: 'POST', headers, body: '{}' });
      statuses.push(res.status);
    }
    // CAPTCHA_IP_PER_MINUTE is 30 by default: 15 through each process, then the 31st is refused.
    expect(statuses.slice(0, 30).every((status) => status === 200)).toBe(true);
    expect(statuses[30]).toBe(429);
  });

  it('shows a nickname changed through one process through the other at once', async () => {
    const user = await register();
    const nicknameAt = async (base: string) =>
      (await call<{ userinfo: { nickname: string } }>(base, '/api/user/index', {}, user.token)).data.userinfo.nickname;
    await nicknameAt(a.url); // A now holds the user in its cache
    const nickname = `集群${randomInt(1e6)}`;
    expect((await call(b.url, '/api/user/profile', { nickname }, user.token)).code).toBe(1);
    expect(await nicknameAt(a.url)).toBe(nickname);
  });

  it('refuses a token signed out through one process at once through the other', async () => {
    const user = await register();
    const indexAt = (base: string) => call(base, '/api/user/index', {}, user.token);
    // A keeps the token in its cache, and answers it in front of Fastify.
    expect((await indexAt(a.url)).code).toBe(1);
    expect((await indexAt(a.url)).code).toBe(1);
    expect((await call(b.url, '/api/user/logout', {}, user.token)).code).toBe(1);
    expect(await indexAt(a.url)).toMatchObject({ code: 4001, msg: msg.needLogin });
  });

  it('ends a banned user’s session on the other process at their next request', async () => {
    const owner = await register();
    const password = 'Ban2026x';
    const set = await call(proxyUrl, '/api/user/setPwd', { password, newpassword: password }, owner.token);
    expect(set).toMatchObject({ code: 1 });
    await fetch(`${proxyUrl}/api/dev/admin/grant`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ user_id: owner.id, role: 'owner' }),
    });
    expect((await call(a.url, '/api/admin/session/confirm', { password }, owner.token)).code).toBe(1);
    const trader = await register();
    const indexAt = (base: string) => call(base, '/api/user/index', {}, trader.token);
    // B keeps the trader's token in its cache, and answers it in front of Fastify.
    expect((await indexAt(b.url)).code).toBe(1);
    expect((await indexAt(b.url)).code).toBe(1);
    const ban = await call(a.url, '/api/admin/users/ban', { id: trader.id, reason: '集群测试' }, owner.token);
    expect(ban.code).toBe(1);
    expect(await indexAt(b.url)).toMatchObject({ code: 4001 });
  });

  it('follows an operator turning grey mode on in every process once one announces it', async () => {
    const greyModeAt = async (base: string) =>
      (await call<{ grey_mode: number }>(base, '/api/common/init')).data.grey_mode;
    expect([await greyModeAt(a.url), await greyModeAt(b.url)]).toEqual([0, 0]);
    const database = new pg.Client({ connectionString: databaseUrl });
    await database.connect();
    await database.query(`update site_settings set value = '1' where key = 'grey_mode'`);
    await database.end();
    // As the operators' console will: one process announces the change on the bus.
    const redis = new Redis(redisUrl);
    await redis.publish(`${prefix}bus:shell.settings-changed`, JSON.stringify({ from: 'console', message: null }));
    await redis.quit();
    await expect.poll(async () => [await greyModeAt(a.url), await greyModeAt(b.url)]).toEqual([1, 1]);
  });

  it('finds a post written through one process from the other within 2 s, and no more once it is deleted', async () => {
    const user = await register();
    const word = `集群搜索${randomInt(1e6)}`;
    const added = await call<{ id: number }>(
      a.url,
      '/api/qi_you/addPost',
      { title: `${word} 螺纹夜盘观察`, content: '<p>库存去化放缓</p>' },
      user.token,
    );
    expect(added.code).toBe(1);
    const foundAt = async (base: string) =>
      (
        await call<{ groups: { hits: { id: number }[] }[] }>(base, '/api/search/query', {
          keyword: word,
          scope: 'post',
        })
      ).data.groups[0]?.hits.map((hit) => hit.id) ?? [];
    await expect.poll(() => foundAt(b.url), { timeout: 2_000, interval: 100 }).toEqual([added.data.id]);
    expect((await call(b.url, '/api/qi_you/deletePost', { id: added.data.id }, user.token)).code).toBe(1);
    expect(await foundAt(a.url)).toEqual([]);
  });

  it('delivers a notice published through one process to the socket on the other, once', async () => {
    const user = await register();
    const socket = new WebSocket(`${b.url.replace('http', 'ws')}/ws/notice`);
    const frames: { type: string; client_id?: string; content?: { content: string } }[] = [];
    socket.on('message', (raw) => frames.push(JSON.parse(raw.toString())));
    await expect.poll(() => frames.find((frame) => frame.type === 'get_client_id')).toBeTruthy();
    const clientId = frames[0]?.client_id;
    expect((await call(a.url, '/api/chat/bindUser', { client_id: clientId }, user.token)).code).toBe(1);
    const content = `集群通知${randomInt(1e6)}`;
    expect((await call(a.url, '/api/dev/notice', { user_id: user.id, content })).code).toBe(1);
    await expect.poll(() => frames.filter((frame) => frame.content?.content === content).length).toBe(1);
    await sleep(500);
    expect(frames.filter((frame) => frame.content?.content === content)).toHaveLength(1);
    socket.close();
  });

  it('brings a live-chat message said through one process to a socket on the other once, counts viewers of both, and replays what a reconnect missed', async () => {
    const rooms = await call<{ id: number; name: string }[]>(proxyUrl, '/api/chat/getRoomList');
    const roomId = rooms.data.find((room) => room.name === '早盘策略直播间')!.id;
    const open = async (base: string) => {
      const socket = new WebSocket(`${base.replace('http', 'ws')}/ws/notice`);
      const frames: {
        type: string;
        client_id?: string;
        message?: { seq: number; content: string };
        viewers?: number;
      }[] = [];
      socket.on('message', (raw) => frames.push(JSON.parse(raw.toString())));
      await expect.poll(() => frames.find((frame) => frame.type === 'get_client_id')).toBeTruthy();
      return { socket, frames, clientId: frames[0]!.client_id! };
    };
    const reader = await open(b.url);
    const other = await open(a.url);
    // Joined through the process that does not hold the socket.
    const joined = await call<{ messages: { seq: number }[] }>(a.url, '/api/chat/joinRoom', {
      room_id: roomId,
      client_id: reader.clientId,
    });
    expect(joined.code).toBe(1);
    expect((await call(b.url, '/api/chat/joinRoom', { room_id: roomId, client_id: other.clientId })).code).toBe(1);
    const speaker = await register();
    const content = `集群聊天${randomInt(1e6)}`;
    const said = await call<{ seq: number }>(a.url, '/api/chat/send', { room_id: roomId, content }, speaker.token);
    expect(said.code).toBe(1);
    const received = () => reader.frames.filter((frame) => frame.type === 'chat' && frame.message?.content === content);
    await expect.poll(() => received().length).toBe(1);
    // Counts go out every 2 s, summed from what each process says it holds.
    await expect
      .poll(() => reader.frames.findLast((frame) => frame.type === 'room_stats')?.viewers, { timeout: 10_000 })
      .toBe(2);
    await sleep(500);
    expect(received()).toHaveLength(1);

    reader.socket.terminate();
    const missed = `错过的消息${randomInt(1e6)}`;
    expect((await call(b.url, '/api/chat/send', { room_id: roomId, content: missed }, speaker.token)).code).toBe(1);
    const back = await open(a.url);
    const replay = await call<{ recovered: boolean; messages: { seq: number; content: string }[] }>(
      b.url,
      '/api/chat/joinRoom',
      { room_id: roomId, client_id: back.clientId, since_seq: said.data.seq },
    );
    expect(replay.data.recovered).toBe(true);
    expect(replay.data.messages.map((message) => message.content)).toContain(missed);
    back.socket.close();
    other.socket.close();
  });

  it('delivers once, through the leader, an event left by a process that died after its commit', async () => {
    const user = await register();
    const reports = await Promise.all(processes.map((process) => health(process.url)));
    expect(reports.map((report) => report.events).sort()).toEqual(['leader', 'standby']);
    const leader = processes[reports.findIndex((report) => report.events === 'leader')]!;
    const standby = processes.find((process) => process !== leader)!;
    // The user's socket is on the process that does not drain the outbox.
    const socket = new WebSocket(`${standby.url.replace('http', 'ws')}/ws/notice`);
    const frames: { type: string; client_id?: string; content?: { content: string } }[] = [];
    socket.on('message', (raw) => frames.push(JSON.parse(raw.toString())));
    await expect.poll(() => frames.find((frame) => frame.type === 'get_client_id')).toBeTruthy();
    expect((await call(standby.url, '/api/chat/bindUser', { client_id: frames[0]?.client_id }, user.token)).code).toBe(
      1,
    );
    const deliveredBefore = await Promise.all(
      [leader, standby].map(async (p) => (await health(p.url)).events_delivered),
    );

    // What a process leaves when it dies between its commit and its delivery: the notice and its outbox row.
    const content = `遗留通知${randomInt(1e6)}`;
    const db = new pg.Client({ connectionString: databaseUrl });
    await db.connect();
    try {
      await db.query('begin');
      const { rows } = await db.query<{ id: number }>(
        `insert into notices (user_id, type, message_type, content) values ($1, 'circle_policy', 'case', $2) returning id`,
        [user.id, { content }],
      );
      await db.query(
        `insert into domain_event_outbox (event, consumer, payload) values ('notice.sent', 'notices.push', $1)`,
        [{ noticeId: rows[0]!.id, userId: user.id }],
      );
      await db.query('commit');
      await expect
        .poll(() => frames.filter((frame) => frame.content?.content === content).length, { timeout: 5000 })
        .toBe(1);
      await sleep(1500); // another drain of the leader, and the standby's chance to deliver it again
      expect(frames.filter((frame) => frame.content?.content === content)).toHaveLength(1);
      const deliveredAfter = await Promise.all(
        [leader, standby].map(async (p) => (await health(p.url)).events_delivered),
      );
      // The leader delivered it (among whatever else the running site announced meanwhile, such as
      // rooms going live on schedule); the standby delivered nothing; the frame came once.
      expect(Number(deliveredAfter[0]) - Number(deliveredBefore[0])).toBeGreaterThanOrEqual(1);
      expect(deliveredAfter[1]).toBe(deliveredBefore[1]);
      expect((await db.query(`select id from domain_event_outbox where consumer = 'notices.push'`)).rows).toEqual([]);
    } finally {
      await db.end();
      socket.close();
    }
  });

  it('sends the trading-data board to a socket on the process without the engine', async () => {
    const reports = await Promise.all(processes.map((process) => health(process.url)));
    const follower = processes[reports.findIndex((report) => report.market === 'replica')];
    const socket = new WebSocket(`${follower?.url.replace('http', 'ws')}/ws/message`);
    const types: string[] = [];
    socket.on('message', (raw) => types.push(JSON.parse(raw.toString()).type));
    socket.on('open', () => socket.send('changeNumber:1'));
    await expect
      .poll(() => types.filter((type) => type === 'changeNumber').length, { timeout: 10_000 })
      .toBeGreaterThan(1);
    socket.close();
  });

  it('answers the same prices from both processes', async () => {
    type Priced = { list: { symbol: string; lastPrice: number }[] }[];
    const pricesAt = async (base: string) =>
      (await call<Priced>(base, '/vce_gm/v1/symbol_list_with_price')).data
        .flatMap((exchange) => exchange.list)
        .map((item) => `${item.symbol}:${item.lastPrice}`);
    // Asked at once of both; a tick may fall between the two answers, so a few tries are allowed.
    for (let attempt = 0; ; attempt++) {
      const [atA, atB] = await Promise.all([pricesAt(a.url), pricesAt(b.url)]);
      if (atA.join() === atB.join() || attempt === 4) {
        expect(atB).toEqual(atA);
        break;
      }
      await sleep(300);
    }
  });

  it('streams an assistant answer through nginx as it is written, and lets a visitor spend each free question once across both processes', async () => {
    const uuid = crypto.randomUUID();
    const ask = async (prompt: string) => {
      const startedAt = performance.now();
      const response = await fetch(`${proxyUrl}/asst/chat?${new URLSearchParams({ prompt, uuid, token: '' })}`);
      const reader = (response.body as ReadableStream<Uint8Array>).getReader();
      const decoder = new TextDecoder();
      let text = '';
      let firstAt = 0;
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        text += decoder.decode(value, { stream: true });
        if (!firstAt && text.includes('\n\n')) firstAt = performance.now() - startedAt;
      }
      const messages = text
        .split('\n\n')
        .flatMap((event) => event.split('\n').filter((line) => line.startsWith('data: ')))
        .map((line) => JSON.parse(line.slice(6)) as { output: { finish_reason: string | null } });
      return { firstAt, endAt: performance.now() - startedAt, last: messages.at(-1)?.output.finish_reason };
    };
    // Not buffered by the proxy: the first message comes long before the paced answer ends.
    const one = await ask('螺纹钢现在多少钱');
    expect(one.last).toBe('stop');
    expect(one.firstAt).toBeLessThan(one.endAt / 2);
    // Five free questions a day (QUOTA_AI_FREE_DAILY's default): one is spent, so four of six more go.
    const answers = await Promise.all(
      ['热卷', '铁矿', '焦炭', '焦煤', '沪铜', '沪铝'].map((name) => ask(`${name}行情`)),
    );
    expect(answers.filter((answer) => answer.last === 'stop')).toHaveLength(4);
    expect(answers.filter((answer) => answer.last === 'error')).toHaveLength(2);
  });

  it('takes exactly what a balance holds from payments through both processes, and credits a replayed notification once', async () => {
    const user = await register();
    const db = new pg.Client({ connectionString: databaseUrl });
    await db.connect();
    try {
      const [level] = (
        await db.query<{ id: number }>(
          `insert into vip_levels (level, name, days, price_cents, original_price_cents, sort)
           values (2, '集群测试套餐', 1, 100, 100, 99) returning id`,
        )
      ).rows;
      expect((await call(a.url, '/api/user/setPayPassword', { pay_password: '975312' }, user.token)).code).toBe(1);

      // A recharge started through one process and paid at the other's cashier.
      const order = await call<{ order_id: string }>(
        a.url,
        '/api/finance/recharge',
        { amount: '10', pay_type: 'wechat' },
        user.token,
      );
      expect((await call(b.url, '/api/dev/pay/confirm', { order_id: order.data.order_id })).data).toMatchObject({
        state: 'paid',
      });
      // The same notification again, ten times, split over both processes: no second credit.
      const body = sandboxNotifyBody({
        orderNo: order.data.order_id,
        amountCents: 1000,
        transactionId: 'CLUSTER-REPLAY',
        paidAt: new Date(),
        merchantId: 'sandbox-wechat',
      });
      const replays = await Promise.all(
        Array.from({ length: 10 }, (_, i) =>
          fetch(`${(i % 2 ? a : b).url}/api/pay/notify/wechat`, {
            method: 'POST',
            headers: signSandboxNotify(clusterSandboxSecret, body),
            body,
          }),
        ),
      );
      expect(replays.map((replay) => replay.status)).toEqual(Array(10).fill(200));
      expect(
        (await call<{ userinfo: { money: string } }>(b.url, '/api/user/index', {}, user.token)).data.userinfo.money,
      ).toBe('10.00');

      // 20 payments of 1 V券 from a balance of 10, through both processes at once.
      const answers = await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          call(
            (i % 2 ? a : b).url,
            '/api/user/paySuperVip',
            { level_id: level!.id, pay_type: 'money', pay_password: '975312' },
            user.token,
          ),
        ),
      );
      expect(answers.filter((answer) => answer.code === 1)).toHaveLength(10);
      expect(
        answers.filter((answer) => answer.code !== 1).every((answer) => answer.msg === msg.balanceInsufficient),
      ).toBe(true);
      const { rows } = await db.query<{ balance: string; sum: string }>(
        `select coalesce((select money_cents from wallet_balances where user_id = $1), 0)::text as balance,
                (select coalesce(sum(amount), 0) from wallet_ledger where user_id = $1 and currency = 'vq')::text as sum`,
        [user.id],
      );
      expect(rows[0]).toEqual({ balance: '0', sum: '0' });
    } finally {
      await db.end();
    }
  });

  it('carries the market on in the other process within 15 s when the engine is killed', async () => {
    const reports = await Promise.all(processes.map((process) => health(process.url)));
    const leader = processes[reports.findIndex((report) => report.market === 'engine')];
    const survivor = processes.find((process) => process !== leader);
    if (!leader || !survivor) throw new Error('no engine to kill');
    const killedAt = Date.now();
    process.kill(leader.pid, 'SIGKILL');
    await expect
      .poll(async () => (await health(survivor.url)).market, { timeout: 15_000, interval: 250 })
      .toBe('engine');
    const takeoverMs = Date.now() - killedAt;
    console.log(`takeover after SIGKILL: ${takeoverMs} ms`);

    // Prices go on moving, through nginx (which now reaches the survivor only).
    const rbPrice = async () =>
      (
        await call<{ contracts: { last: number; volume: number; is_main: boolean }[] }>(
          proxyUrl,
          '/javactp/market/quotes',
          { symbol: 'rb' },
        )
      ).data.contracts.find((contract) => contract.is_main)?.volume;
    const volume = await rbPrice();
    await expect.poll(rbPrice, { timeout: 10_000 }).not.toBe(volume);

    // No hole in rb's minute bars around the takeover beyond the minute being replayed.
    const kline = await call<{ bars: number[][] }>(proxyUrl, '/javactp/market/kline', {
      symbol: 'rb',
      period: '1m',
      limit: 30,
    });
    const times = kline.data.bars.map((bar) => bar[0] ?? 0).filter((time) => time >= killedAt - 5 * 60_000);
    const gaps = times.slice(1).map((time, index) => time - (times[index] ?? time));
    expect(Math.max(...gaps)).toBeLessThanOrEqual(2 * 60_000);
  });
});
