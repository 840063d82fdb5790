import { createHash, timingSafeEqual } from 'node:crypto';
import type { WechatIdentity, WechatProvider } from './wechat-provider';

export interface OfficialWechatOptions {
  mpAppId: string;
  mpAppSecret: string;
  openAppId: string;
  openAppSecret: string;
  fetch?: typeof fetch;
  now?: () => number;
}

const api = 'https://api.weixin.qq.com';

interface WechatError {
  errcode?: number;
  errmsg?: string;
}

/**
 * WeChat's documented HTTP API: the official account's parameterised QR (cgi-bin/qrcode/create,
 * shown via mp.weixin.qq.com/cgi-bin/showqrcode) and the open platform's website OAuth
 * (connect/qrconnect, sns/oauth2/access_token, sns/userinfo).
 */
export function createOfficialWechat(options: OfficialWechatOptions): WechatProvider {
  const fetchJson = async <T>(url: string, init?: RequestInit): Promise<T & WechatError> => {
    const res = await (options.fetch ?? fetch)(url, { ...init, signal: AbortSignal.timeout(8000) });
    if (!res.ok) throw new Error(`WeChat API answered HTTP ${res.status}`);
    const body = (await res.json()) as T & WechatError;
    if (body.errcode) throw new Error(`WeChat API error ${body.errcode}: ${body.errmsg ?? ''}`);
    return body;
  };
  const now = options.now ?? Date.now;
  let accessToken: { value: string; expiresAt: number } | null = null;

  async function getAccessToken() {
    if (accessToken && accessToken.expiresAt > now()) return accessToken.value;
    const query = new URLSearchParams({
      grant_type: 'client_credential',
      appid: options.mpAppId,
      secret: options.mpAppSecret,
    });
    const body = await fetchJson<{ access_token: string; expires_in: number }>(`${api}/cgi-bin/token?${query}`);
    // Renewed five minutes early so a token never expires between two calls.
    accessToken = { value: body.access_token, expiresAt: now() + (body.expires_in - 300) * 1000 };
    return accessToken.value;
  }

  return {
    name: 'official',
    appId: options.openAppId,
    async createQr({ ticket, expireSeconds }) {
      const token = await getAccessToken();
      const body = await fetchJson<{ ticket: string }>(
        `${api}/cgi-bin/qrcode/create?access_token=${encodeURIComponent(token)}`,
        {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            expire_seconds: expireSeconds,
            action_name: 'QR_STR_SCENE',
            action_info: { scene: { scene_str: ticket } },
          }),
        },
      );
      return { qrCodeUrl: `https://mp.weixin.qq.com/cgi-bin/showqrcode?ticket=${encodeURIComponent(body.ticket)}` };
    },
    authorizeUrl: ({ redirectUri, state }) =>
      `https://open.weixin.qq.com/connect/qrconnect?${new URLSearchParams({
        appid: options.openAppId,
        redirect_uri: redirectUri,
        response_type: 'code',
        scope: 'snsapi_login',
        state,
      })}#wechat_redirect`,
    async exchangeCode(code): Promise<WechatIdentity | null> {
      const query = new URLSearchParams({
        appid: options.openAppId,
        secret: options.openAppSecret,
        code,
        grant_type: 'authorization_code',
      });
      let grant: { access_token: string; openid: string };
      try {
        grant = await fetchJson(`${api}/sns/oauth2/access_token?${query}`);
      } catch {
        return null; // an invalid or used code (errcode 40029, 40163)
      }
      const info = await fetchJson<{ nickname?: string }>(
        `${api}/sns/userinfo?${new URLSearchParams({ access_token: grant.access_token, openid: grant.openid })}`,
      ).catch(() => ({ nickname: '' }));
      return { openid: grant.openid, nickname: info.nickname ?? '' };
    },
  };
}

/** The official account's callback signature: sha1 of token, timestamp and nonce sorted and joined. */
export function isWechatSignatureValid(
  token: string,
  query: { signature?: string; timestamp?: string; nonce?: string },
) {
  if (!query.signature || !query.timestamp || !query.nonce) return false;
  const expected = createHash('sha1').update([token, query.timestamp, query.nonce].sort().join('')).digest();
  const given = Buffer.from(query.signature, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

const field = (xml: string, name: string) =>
  new RegExp(`<${name}>(?:<!\\[CDATA\\[([\\s\\S]*?)\\]\\]>|([^<]*))</${name}>`)
    .exec(xml)
    ?.slice(1)
    .find((v) => v !== undefined);

/** A scan of one of our QR codes in an event push: SCAN, or subscribe with the qrscene_ prefix. */
export function parseScanEvent(xml: string): { openid: string; ticket: string } | null {
  if (field(xml, 'MsgType') !== 'event') return null;
  const event = field(xml, 'Event');
  const key = field(xml, 'EventKey') ?? '';
  const openid = field(xml, 'FromUserName');
  if (!openid) return null;
  if (event === 'SCAN' && key) return { openid, ticket: key };
  if (event === 'subscribe' && key.startsWith('qrscene_')) return { openid, ticket: key.slice('qrscene_'.length) };
  return null;
}
