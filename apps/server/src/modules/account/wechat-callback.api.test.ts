import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, post, type TestApp } from '../../test/harness';
import { officialWechatEnv } from '../../test/provider-env';
import { insertLoginTicket } from './wechat-store';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp(officialWechatEnv);
});
afterAll(() => app.close());

const signed = (token = 'mp-token') => {
  const timestamp = String(Math.floor(Date.now() / 1000));
  const nonce = 'n42';
  const signature = createHash('sha1').update([token, timestamp, nonce].sort().join('')).digest('hex');
  return new URLSearchParams({ signature, timestamp, nonce }).toString();
};
const scanXml = (ticket: string) =>
  `<xml><ToUserName><![CDATA[gh_1]]></ToUserName><FromUserName><![CDATA[o_mp_9]]></FromUserName>` +
  `<MsgType><![CDATA[event]]></MsgType><Event><![CDATA[SCAN]]></Event><EventKey><![CDATA[${ticket}]]></EventKey></xml>`;

describe('with the official WeChat adapter', () => {
  it('answers WeChat URL checks only when signed with the token', async () => {
    const ok = await app.inject({ method: 'GET', url: `/api/wechat/callback?${signed()}&echostr=hello` });
    expect(ok.body).toBe('hello');
    const bad = await app.inject({ method: 'GET', url: `/api/wechat/callback?${signed('nope')}&echostr=hello` });
    expect(bad.statusCode).toBe(403);
  });

  it('marks a ticket scanned from a signed event push, and ignores unsigned ones', async () => {
    await insertLoginTicket(app.db, { ticket: 'tk-official-1', expiresAt: new Date(Date.now() + 60_000) });
    const push = (query: string) =>
      app.inject({
        method: 'POST',
        url: `/api/wechat/callback?${query}`,
        headers: { 'content-type': 'text/xml' },
        payload: scanXml('tk-official-1'),
      });
    expect((await push(signed('forged'))).statusCode).toBe(403);
    expect((await post(app, '/api/user/checkWechatLogin', { ticket: 'tk-official-1' })).json().data.status).toBe(0);
    expect((await push(signed())).body).toBe('success');
    const check = (await post(app, '/api/user/checkWechatLogin', { ticket: 'tk-official-1' })).json();
    expect(check.data).toEqual({ status: 1, data: { type: 2, openid: 'o_mp_9' } });
  });

  it('has no dev stand-in pages', async () => {
    expect((await app.inject({ method: 'GET', url: '/dev/wechat/scan?ticket=x' })).statusCode).toBe(404);
    expect((await post(app, '/api/dev/wechat/scan', { ticket: 'x', openid: 'y' })).statusCode).toBe(404);
  });
});
