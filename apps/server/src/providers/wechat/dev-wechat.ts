import { randomBytes } from 'node:crypto';
import { ExpiringMap } from '../../platform/expiring-map';
import type { WechatIdentity, WechatProvider } from './wechat-provider';

export interface DevWechat extends WechatProvider {
  readonly name: 'dev';
  /** Issues an OAuth code for the identity a tester picked on the dev authorise page. */
  issueCode(identity: WechatIdentity): string;
}

const CODE_TTL_MS = 5 * 60_000;

/**
 * The offline stand-in for WeChat: the QR opens a local scan page (/dev/wechat/scan) and the OAuth
 * page is a local identity picker (/dev/wechat/authorize). config.ts refuses it in production.
 */
export function createDevWechat(): DevWechat {
  const codes = new ExpiringMap<WechatIdentity>(10_000);
  return {
    name: 'dev',
    appId: 'wx-dev-stand-in',
    createQr: async ({ ticket, origin }) => ({
      qrCodeUrl: `${origin}/dev/wechat/scan?ticket=${encodeURIComponent(ticket)}`,
    }),
    authorizeUrl: ({ redirectUri, state, origin }) =>
      `${origin}/dev/wechat/authorize?${new URLSearchParams({ redirect_uri: redirectUri, state })}`,
    issueCode(identity) {
      const code = `dev_${randomBytes(16).toString('hex')}`;
      codes.set(code, identity, CODE_TTL_MS);
      return code;
    },
    exchangeCode: async (code) => codes.take(code) ?? null,
  };
}
