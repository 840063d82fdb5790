import http from 'node:http';
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';
import { Code } from '@vce/contract/codes';
import { msg } from '@vce/contract/messages';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, createUser, type TestApp } from '../test/harness';

// The lane sits on the node:http server in front of Fastify: these tests go over real HTTP (the
// other API tests inject into Fastify and never meet it).

let app: TestApp;
let port: number;
// One kept-alive connection for every request: a body the lane left unread must not upset the next.
const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });

beforeAll(async () => {
  app = await createTestApp();
  await app.listen({ port: 0, host: '127.0.0.1' });
  port = (app.server.address() as AddressInfo).port;
});
afterAll(async () => {
  agent.destroy();
  await app.close();
});

interface Sent {
  status: number;
  headers: Record<string, string>;
  json: { code: number; msg: string; time: number; data: unknown };
}

/** A POST as a browser sends it (brotli taken), its answer decompressed; the headers without date and keep-alive. */
function send(path: string, options: { body?: string; type?: string; token?: string } = {}) {
  const { body = '{}', type = 'application/json', token } = options;
  const headers: Record<string, string> = { 'accept-encoding': 'gzip, deflate, br' };
  if (body || options.type) headers['content-type'] = type;
  if (token) headers.token = token;
  return new Promise<Sent>((resolve, reject) => {
    const request = http.request({ port, host: '127.0.0.1', path, method: 'POST', headers, agent }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        const raw = Buffer.concat(chunks);
        const encoding = response.headers['content-encoding'];
        const text = (encoding === 'br' ? zlib.brotliDecompressSync(raw) : raw).toString();
        const { date: _date, connection: _connection, 'keep-alive': _keepAlive, ...kept } = response.headers;
        resolve({ status: response.statusCode ?? 0, headers: kept as Record<string, string>, json: JSON.parse(text) });
      });
    });
    request.on('error', reject);
    request.end(body);
  });
}

/** Sends `path` through the lane, then to Fastify (a query string keeps it off the lane), in the same second. */
async function throughLaneAndFastify(path: string, options: Parameters<typeof send>[1] = {}) {
  await send(path, options); // the first asks load the answer: after that it is at hand
  // Answers carry the second they were made in: a pair that straddles one is asked again.
  for (let attempt = 1; ; attempt++) {
    const before = app.hotLane.answered;
    const lane = await send(path, options);
    const laneAnswered = app.hotLane.answered - before;
    const fastify = await send(`${path}?via=fastify`, options);
    expect(app.hotLane.answered - before, 'the query string keeps a request off the lane').toBe(laneAnswered);
    if (lane.json.time === fastify.json.time || attempt === 5) return { lane, fastify, laneAnswered };
  }
}

describe('the hot lane', () => {
  const guestReads = ['/api/common/init', '/vce_gm/v1/symbol_list', '/vce_gm/v1/symbol_list_with_price'];

  for (const path of guestReads) {
    it(`answers ${path} to a guest as Fastify does: status, headers and envelope`, async () => {
      for (const body of ['{}', '']) {
        const { lane, fastify, laneAnswered } = await throughLaneAndFastify(path, { body });
        expect(laneAnswered, `body ${JSON.stringify(body)}`).toBe(1);
        expect(lane.status).toBe(200);
        expect(lane.headers).toEqual(fastify.headers);
        expect(lane.json).toEqual(fastify.json);
        expect(lane.json.code).toBe(Code.SUCCESS);
      }
    });
  }

  it("answers /api/user/index with the caller's own data and token, and refuses the token once signed out", async () => {
    const first = await createUser(app);
    const second = await createUser(app);
    for (const { user, token } of [first, second]) {
      const { lane, fastify, laneAnswered } = await throughLaneAndFastify('/api/user/index', { token });
      expect(laneAnswered).toBe(1);
      expect(lane.headers).toEqual(fastify.headers);
      expect(lane.json).toEqual(fastify.json);
      expect(lane.json.data).toMatchObject({ userinfo: { id: user.id, nickname: user.nickname, token } });
    }

    const signedOut = await send('/api/user/logout', { token: first.token });
    expect(signedOut.json.code).toBe(Code.SUCCESS);
    const before = app.hotLane.answered;
    const refused = await send('/api/user/index', { token: first.token });
    expect(refused.json).toMatchObject({ code: Code.NEED_LOGIN, msg: msg.needLogin });
    expect(app.hotLane.answered).toBe(before);
    // The other session is untouched.
    expect((await send('/api/user/index', { token: second.token })).json.data).toMatchObject({
      userinfo: { id: second.user.id },
    });
  });

  it('leaves to Fastify the bodies it does not take, answered as before, on the same connection', async () => {
    const path = '/api/common/init';
    await send(path);
    const before = app.hotLane.answered;
    expect((await send(path, { body: '{x' })).json).toMatchObject({ code: Code.FAIL, msg: msg.badRequest });
    expect((await send(path, { body: 'hi', type: 'text/plain' })).status).toBe(415);
    expect((await send(path, { body: '', type: 'text/plain' })).status).toBe(415);
    expect((await send(path, { body: 'a=1', type: 'application/x-www-form-urlencoded' })).json.code).toBe(Code.SUCCESS);
    expect((await send(path, { body: JSON.stringify({ pad: 'x'.repeat(2000) }) })).json.code).toBe(Code.SUCCESS);
    expect(app.hotLane.answered).toBe(before);
    // A call without a body takes any JSON, as Fastify does.
    expect((await send(path, { body: JSON.stringify({ is_register: 0 }) })).json.code).toBe(Code.SUCCESS);
    expect(app.hotLane.answered).toBe(before + 1);
  });

  it("answers a guest's feed page from its small body as Fastify does, and leaves a body the call refuses to Fastify", async () => {
    const path = '/api/qi_you/postList';
    const body = JSON.stringify({ type: 'latest', page: 1, limit: 10 });
    const { lane, fastify, laneAnswered } = await throughLaneAndFastify(path, { body });
    expect(laneAnswered).toBe(1);
    expect(lane.headers).toEqual(fastify.headers);
    expect(lane.json).toEqual(fastify.json);
    expect((lane.json.data as { list: unknown[] }).list.length).toBeGreaterThan(0);

    // Another page is another answer, not the first one's.
    const second = await send(path, { body: JSON.stringify({ type: 'latest', page: 2, limit: 10 }) });
    expect(second.json.data).not.toEqual(lane.json.data);

    const before = app.hotLane.answered;
    const refused = await send(path, { body: JSON.stringify({ type: 'nonsense', page: 1, limit: 10 }) });
    expect(refused.json.code).toBe(Code.FAIL);
    expect(app.hotLane.answered).toBe(before);
    // A signed-in reader's page is never a guest's cached one: Fastify answers it.
    const { token } = await createUser(app);
    expect((await send(path, { body, token })).json.code).toBe(Code.SUCCESS);
    expect(app.hotLane.answered).toBe(before);
  });

  it("writes Fastify's access log line for what it answers when the log is at info", async () => {
    const level = app.log.level;
    // Pino puts its level's methods in place when the level is set: the spy comes after.
    app.log.level = 'info';
    const logged = vi.spyOn(app.log, 'info').mockImplementation(() => undefined);
    try {
      await send('/vce_gm/v1/symbol_list');
      expect(logged).toHaveBeenCalledWith(
        expect.objectContaining({ req: { method: 'POST', url: '/vce_gm/v1/symbol_list' }, res: { statusCode: 200 } }),
        'hot read answered',
      );
    } finally {
      logged.mockRestore();
      app.log.level = level;
    }
  });
});
