import { Code } from '@vce/contract/codes';
import { msg } from '@vce/contract/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomMobile, sendCode } from '../../test/account';
import { createTestApp, post, type TestApp } from '../../test/harness';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({ CAPTCHA_PROVIDER: 'off' });
});
afterAll(() => app.close());

const call = (url: string, body: Record<string, unknown> = {}) => post(app, url, body).then((r) => r.json());
const newOpenid = () => `dev-openid-${Math.random().toString(36).slice(2, 12)}`;

async function scanNewTicket(openid: string, nickname = '微信测试') {
  const { data } = await call('/api/user/webWechatLogin');
  const scan = await call('/api/dev/wechat/scan', { ticket: data.ticket, openid, nickname });
  expect(scan.code).toBe(Code.SUCCESS);
  return data.ticket as string;
}

async function bindNewPhone(openid: string) {
  const mobile = randomMobile();
  const captcha = await sendCode(app, mobile, 'bind_phone');
  return { mobile, body: await call('/api/user/bindPhone', { mobile, captcha, openid, platform: 'WechatWeb' }) };
}

describe('WeChat QR login with the dev stand-in', () => {
  it('hands out a ticket whose QR opens the local scan page', async () => {
    const body = await call('/api/user/webWechatLogin');
    expect(body.code).toBe(Code.SUCCESS);
    expect(body.data).toMatchObject({ expire_seconds: 300 });
    expect(body.data.qr_code_url).toBe(`http://localhost/dev/wechat/scan?ticket=${body.data.ticket}`);
    const page = await app.inject({ method: 'GET', url: `/dev/wechat/scan?ticket=${body.data.ticket}` });
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('development WeChat stand-in');
    expect((await call('/api/user/checkWechatLogin', { ticket: body.data.ticket })).data).toEqual({ status: 0 });
  });

  it('answers an unbound identity with type 2, then bindPhone with the SMS code logs in and binds', async () => {
    const openid = newOpenid();
    const ticket = await scanNewTicket(openid);
    const check = await call('/api/user/checkWechatLogin', { ticket });
    expect(check.data).toEqual({ status: 1, data: { type: 2, openid } });
    const { body } = await bindNewPhone(openid);
    expect(body).toMatchObject({ code: Code.SUCCESS, msg: msg.bindSuccess, data: { is_register: 1 } });
    expect((await post(app, '/api/user/index', {}, { token: body.data.userinfo.token })).json().code).toBe(1);
  });

  it('logs a bound identity in directly the second time (type 1)', async () => {
    const openid = newOpenid();
    await call('/api/user/checkWechatLogin', { ticket: await scanNewTicket(openid) });
    const { body: bound } = await bindNewPhone(openid);
    const check = await call('/api/user/checkWechatLogin', { ticket: await scanNewTicket(openid) });
    expect(check).toMatchObject({ code: Code.SUCCESS, msg: msg.loginSuccess });
    expect(check.data).toMatchObject({ status: 1, data: { type: 1, openid, is_register: 0 } });
    expect(check.data.data.userinfo.id).toBe(bound.data.userinfo.id);
    expect(check.data.data.userinfo.token).not.toBe(bound.data.userinfo.token);
  });

  it('answers a scanned ticket once; unknown tickets are expired', async () => {
    const ticket = await scanNewTicket(newOpenid());
    expect((await call('/api/user/checkWechatLogin', { ticket })).data.status).toBe(1);
    expect((await call('/api/user/checkWechatLogin', { ticket })).data).toEqual({ status: -1 });
    expect((await call('/api/user/checkWechatLogin', { ticket: 'nope' })).data).toEqual({ status: -1 });
    const again = await call('/api/dev/wechat/scan', { ticket, openid: newOpenid() });
    expect(again).toMatchObject({ code: Code.FAIL, msg: msg.wechatTicketInvalid });
  });

  it('refuses bindPhone for an openid that no scan proved, even with the right code', async () => {
    const { body } = await bindNewPhone(newOpenid());
    expect(body).toMatchObject({ code: Code.FAIL, msg: msg.wechatOpenidInvalid });
  });

  it('refuses to bind an identity a second time', async () => {
    const openid = newOpenid();
    await call('/api/user/checkWechatLogin', { ticket: await scanNewTicket(openid) });
    expect((await bindNewPhone(openid)).body.code).toBe(Code.SUCCESS);
    expect((await bindNewPhone(openid)).body).toMatchObject({ code: Code.FAIL, msg: msg.wechatOpenidInvalid });
  });
});

describe('WeChat website OAuth with the dev stand-in', () => {
  it('gives the OAuth parameters for a return page of our own site only', async () => {
    const body = await call('/api/user/webWechatAppLogin', { url: 'http://localhost/wxLoginCallback' });
    expect(body.data).toMatchObject({ scope: 'snsapi_login', redirect_uri: 'http://localhost/wxLoginCallback' });
    expect(body.data.authorize_url).toContain('/dev/wechat/authorize?');
    const evil = await call('/api/user/webWechatAppLogin', { url: 'https://evil.example/steal' });
    expect(evil).toMatchObject({ code: Code.FAIL, msg: msg.wechatRedirectInvalid });
  });

  it('redirects back with a code that logs in once, with the same branching', async () => {
    const openid = newOpenid();
    const page = await app.inject({
      method: 'POST',
      url: '/dev/wechat/authorize',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        redirect_uri: 'http://localhost/wxLoginCallback',
        state: 's1',
        openid,
      }).toString(),
    });
    expect(page.statusCode).toBe(302);
    const location = new URL(String(page.headers.location));
    expect(location.pathname).toBe('/wxLoginCallback');
    expect(location.searchParams.get('state')).toBe('s1');
    const code = location.searchParams.get('code') ?? '';
    expect((await call('/api/user/webChatAppLogin', { code })).data).toEqual({ type: 2, openid });
    expect(await call('/api/user/webChatAppLogin', { code })).toMatchObject({ msg: msg.wechatCodeInvalid });
    expect((await bindNewPhone(openid)).body.code).toBe(Code.SUCCESS);
  });
});
