import { createHash } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import { createOfficialWechat, isWechatSignatureValid, parseScanEvent } from './official-wechat';

const options = { mpAppId: 'wxmp', mpAppSecret: 'mp-secret', openAppId: 'wxopen', openAppSecret: 'open-secret' };
const json = (body: unknown) => new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });

/** A fetch that answers by URL path and records every request. */
function mockFetch(answers: Record<string, unknown>) {
  return vi.fn(async (url: string | URL | Request) => {
    const path = new URL(String(url)).pathname;
    if (!(path in answers)) throw new Error(`unexpected ${path}`);
    return json(answers[path]);
  });
}

describe('the official WeChat adapter', () => {
  it('creates a parameterised QR with our ticket as scene string, reusing the access token', async () => {
    const fetch = mockFetch({
      '/cgi-bin/token': { access_token: 'AT', expires_in: 7200 },
      '/cgi-bin/qrcode/create': {
        ticket: 'gQH47joAAAAAAAAAASxod',
        expire_seconds: 300,
        url: 'http://weixin.qq.com/q/x',
      },
    });
    const wechat = createOfficialWechat({ ...options, fetch });
    const qr = await wechat.createQr({ ticket: 'abc123', expireSeconds: 300, origin: 'https://vce.example.com' });
    expect(qr.qrCodeUrl).toBe('https://mp.weixin.qq.com/cgi-bin/showqrcode?ticket=gQH47joAAAAAAAAAASxod');
    await wechat.createQr({ ticket: 'def456', expireSeconds: 300, origin: '' });
    const urls = fetch.mock.calls.map(([url]) => new URL(String(url)));
    expect(urls.filter((u) => u.pathname === '/cgi-bin/token')).toHaveLength(1);
    expect(urls[0]?.searchParams.get('appid')).toBe('wxmp');
    expect(urls[1]?.searchParams.get('access_token')).toBe('AT');
    const sent = JSON.parse(String((fetch.mock.calls[1] as unknown as [string, RequestInit])[1].body));
    expect(sent).toEqual({
      expire_seconds: 300,
      action_name: 'QR_STR_SCENE',
      action_info: { scene: { scene_str: 'abc123' } },
    });
  });

  it('fails loudly when WeChat answers an error code', async () => {
    const wechat = createOfficialWechat({
      ...options,
      fetch: mockFetch({ '/cgi-bin/token': { errcode: 40013, errmsg: 'invalid appid' } }),
    });
    await expect(wechat.createQr({ ticket: 't', expireSeconds: 300, origin: '' })).rejects.toThrow('40013');
  });

  it('builds the website qrconnect URL', () => {
    const url = new URL(
      createOfficialWechat(options).authorizeUrl({
        redirectUri: 'https://vce.example.com/wxLoginCallback',
        state: 's',
        origin: '',
      }),
    );
    expect(url.origin + url.pathname).toBe('https://open.weixin.qq.com/connect/qrconnect');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      appid: 'wxopen',
      redirect_uri: 'https://vce.example.com/wxLoginCallback',
      response_type: 'code',
      scope: 'snsapi_login',
      state: 's',
    });
    expect(url.hash).toBe('#wechat_redirect');
  });

  it('exchanges a website code for the openid and nickname; a bad code gives null', async () => {
    const fetch = mockFetch({
      '/sns/oauth2/access_token': { access_token: 'UAT', openid: 'o_web_1', expires_in: 7200 },
      '/sns/userinfo': { openid: 'o_web_1', nickname: '张三' },
    });
    const wechat = createOfficialWechat({ ...options, fetch });
    expect(await wechat.exchangeCode('CODE')).toEqual({ openid: 'o_web_1', nickname: '张三' });
    const grant = new URL(String(fetch.mock.calls[0]?.[0]));
    expect(Object.fromEntries(grant.searchParams)).toMatchObject({
      appid: 'wxopen',
      secret: 'open-secret',
      code: 'CODE',
    });
    const refused = createOfficialWechat({
      ...options,
      fetch: mockFetch({ '/sns/oauth2/access_token': { errcode: 40029, errmsg: 'invalid code' } }),
    });
    expect(await refused.exchangeCode('used')).toBeNull();
  });
});

describe('the official account callback', () => {
  it('accepts only requests signed with the token', () => {
    const signature = createHash('sha1').update(['tok', '1700000000', 'n1'].sort().join('')).digest('hex');
    expect(isWechatSignatureValid('tok', { signature, timestamp: '1700000000', nonce: 'n1' })).toBe(true);
    expect(isWechatSignatureValid('other', { signature, timestamp: '1700000000', nonce: 'n1' })).toBe(false);
    expect(isWechatSignatureValid('tok', { signature: 'zz', timestamp: '1700000000', nonce: 'n1' })).toBe(false);
    expect(isWechatSignatureValid('tok', {})).toBe(false);
  });

  it('reads SCAN and subscribe events of our QR codes', () => {
    const event = (name: string, key: string) =>
      `<xml><ToUserName><![CDATA[gh_1]]></ToUserName><FromUserName><![CDATA[o_mp_1]]></FromUserName>` +
      `<CreateTime>1700000000</CreateTime><MsgType><![CDATA[event]]></MsgType><Event><![CDATA[${name}]]></Event>` +
      `<EventKey><![CDATA[${key}]]></EventKey></xml>`;
    expect(parseScanEvent(event('SCAN', 'abc'))).toEqual({ openid: 'o_mp_1', ticket: 'abc' });
    expect(parseScanEvent(event('subscribe', 'qrscene_abc'))).toEqual({ openid: 'o_mp_1', ticket: 'abc' });
    expect(parseScanEvent(event('subscribe', ''))).toBeNull();
    expect(parseScanEvent(event('CLICK', 'menu'))).toBeNull();
  });
});
