import { limits } from '@vce/contract/limits';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, post, type TestApp } from '../test/harness';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

/** Every answer, success or failure, is the {code,msg,time,data} envelope. */
function envelopeOf(res: LightMyRequestResponse) {
  expect(res.headers['content-type']).toMatch(/^application\/json/);
  const body = res.json();
  expect(Object.keys(body).sort()).toEqual(['code', 'data', 'msg', 'time']);
  expect(typeof body.code).toBe('number');
  expect(typeof body.msg).toBe('string');
  expect(Math.abs(body.time - Date.now() / 1000)).toBeLessThan(60);
  return body as { code: number; msg: string; time: number; data: unknown };
}

const rawPost = (url: string, contentType: string, payload: string | Buffer) =>
  app.inject({ method: 'POST', url, headers: { 'content-type': contentType }, payload });

describe('body encodings', () => {
  it('accepts statistics as JSON and as a form', async () => {
    const json = await post(app, '/api/common/addSiteStatistics', { type: 80, path: '/' });
    const form = await post(app, '/api/common/addSiteStatistics', { type: '80', path: '/' }, { form: true });
    for (const res of [json, form]) {
      expect(res.statusCode).toBe(200);
      expect(envelopeOf(res)).toMatchObject({ code: 1, data: null });
    }
  });

  it('accepts a finished task as JSON and as a form', async () => {
    const { token } = await createUser(app);
    const json = await post(app, '/api/task/finishTask', { type: 24, device_info: 'pc' }, { token });
    const form = await post(app, '/api/task/finishTask', { type: '24', device_info: 'pc' }, { token, form: true });
    for (const res of [json, form]) expect(envelopeOf(res)).toMatchObject({ code: 1, data: null });
  });

  it('treats an empty body with a JSON content type as no payload', async () => {
    const res = await rawPost('/api/common/init', 'application/json', '');
    expect(res.statusCode).toBe(200);
    expect(envelopeOf(res).code).toBe(1);
  });

  it('treats a request without any body as no payload', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/index/pcIndex' });
    expect(envelopeOf(res).code).toBe(1);
  });

  it('answers malformed JSON with 400 and code 0', async () => {
    const res = await rawPost('/api/common/addSiteStatistics', 'application/json', '{"type": 80,');
    expect(res.statusCode).toBe(400);
    expect(envelopeOf(res)).toMatchObject({ code: 0, data: null });
  });

  it('answers a body over 256 KiB with 413', async () => {
    const payload = JSON.stringify({ type: 80, path: 'x'.repeat(limits.bodyLimitBytes) });
    const res = await rawPost('/api/common/addSiteStatistics', 'application/json', payload);
    expect(res.statusCode).toBe(413);
    expect(envelopeOf(res).code).toBe(0);
  });

  it.each([
    ['text/plain', 'type=80'],
    ['application/xml', '<type>80</type>'],
    ['multipart/form-data; boundary=x', '--x--'],
    ['application/octet-stream', Buffer.from([0, 1, 2])],
  ])('refuses a %s body with a 4xx envelope', async (contentType, payload) => {
    const res = await rawPost('/api/common/addSiteStatistics', contentType, payload);
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    expect(envelopeOf(res).code).toBe(0);
  });
});

describe('paths', () => {
  it('answers an unknown /api path with 404 inside the envelope', async () => {
    const res = await post(app, '/api/no/such/call');
    expect(res.statusCode).toBe(404);
    expect(envelopeOf(res)).toMatchObject({ code: 0, data: null });
  });

  it.each(['/api/common/init', '/vce_gm/v1/symbol_list', '/api/nothing'])(
    'answers GET %s with a 404 envelope',
    async (url) => {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(404);
      expect(envelopeOf(res).code).toBe(0);
    },
  );

  it('sends the request id with a failed answer, unique per request', async () => {
    const first = await post(app, '/api/nothing');
    const second = await post(app, '/api/common/addSiteStatistics', { type: 'abc' });
    expect(first.headers['x-request-id']).toMatch(/^[0-9a-f]{8}-[0-9a-z]+$/);
    expect(second.headers['x-request-id']).toMatch(/^[0-9a-f]{8}-[0-9a-z]+$/);
    expect(first.headers['x-request-id']).not.toBe(second.headers['x-request-id']);
  });
});

describe('validation', () => {
  it('names the statistics type when it is not a number', async () => {
    const res = await post(app, '/api/common/addSiteStatistics', { type: 'abc' });
    expect(res.statusCode).toBe(200);
    const body = envelopeOf(res);
    expect(body.code).toBe(0);
    expect(body.msg).toContain('统计类型');
  });

  it('names the statistics type when a form sends it as text', async () => {
    const res = await post(app, '/api/common/addSiteStatistics', { type: 'abc' }, { form: true });
    expect(envelopeOf(res)).toMatchObject({ code: 0, msg: expect.stringContaining('统计类型') });
  });

  it('names the connection id when bindUser is sent without it', async () => {
    const { token } = await createUser(app);
    const res = await post(app, '/api/chat/bindUser', {}, { token });
    expect(envelopeOf(res)).toMatchObject({ code: 0, msg: '连接标识不能为空' });
  });

  it('tells a connection id of the wrong type from a missing one', async () => {
    const { token } = await createUser(app);
    const res = await post(app, '/api/chat/bindUser', { client_id: 42 }, { token });
    expect(envelopeOf(res)).toMatchObject({ code: 0, msg: '连接标识格式不正确' });
  });

  it('names the page path when it is too long', async () => {
    const res = await post(app, '/api/common/addSiteStatistics', { type: 80, path: 'x'.repeat(600) });
    expect(envelopeOf(res)).toMatchObject({ code: 0, msg: expect.stringContaining('页面路径') });
  });

  it('names the task type when it is out of range', async () => {
    const { token } = await createUser(app);
    const res = await post(app, '/api/task/finishTask', { type: 5000 }, { token });
    expect(envelopeOf(res)).toMatchObject({ code: 0, msg: '任务类型不能大于1000' });
  });
});

describe('garbage input', () => {
  const garbage: unknown[] = [
    null,
    [],
    [1, 2],
    {},
    { nested: { deep: [null] } },
    '',
    'abc',
    -1,
    0,
    1.5,
    1e308,
    Number.MAX_SAFE_INTEGER + 2,
    true,
    '\u0000',
    '😀'.repeat(300),
  ];
  const calls = [
    { url: '/api/common/addSiteStatistics', fields: ['type', 'uuid', 'path', 'referrer', 'target'] },
    { url: '/api/task/finishTask', fields: ['type', 'device_info'] },
    { url: '/api/chat/bindUser', fields: ['client_id'] },
    { url: '/api/common/init', fields: ['is_register'] },
    { url: '/service/common/getServiceConfig', fields: ['uuid'] },
    { url: '/api/user/addDevice', fields: ['anything'] },
  ];

  it('never answers 500 to garbage field values', async () => {
    const { token } = await createUser(app);
    for (const { url, fields } of calls) {
      for (const field of fields) {
        for (const value of garbage) {
          const res = await post(app, url, { type: 80, [field]: value }, { token });
          expect(res.statusCode, `${url} ${field}=${JSON.stringify(value)}`).toBe(200);
          expect([0, 1]).toContain(envelopeOf(res).code);
        }
      }
    }
  });

  it('never answers 500 to bodies that are not objects', async () => {
    for (const { url } of calls) {
      for (const payload of ['null', '[]', '"text"', '42', 'true', '{"__proto__":{"x":1}}', '1e999']) {
        const res = await rawPost(url, 'application/json', payload);
        expect(res.statusCode, `${url} ${payload}`).toBeLessThan(500);
        envelopeOf(res);
      }
    }
  });

  it('never answers 500 to odd form bodies', async () => {
    for (const payload of ['type=80&type=81', 'type[]=80', 'type[a]=1', '%%%', '=&=&', `type=${'9'.repeat(400)}`]) {
      const res = await rawPost('/api/common/addSiteStatistics', 'application/x-www-form-urlencoded', payload);
      expect(res.statusCode, payload).toBeLessThan(500);
      envelopeOf(res);
    }
  });
});
