import { randomBytes } from 'node:crypto';
import type { ShortLivedStore } from '../../platform/short-lived-store';
import type { WechatIdentity, WechatProvider } from './wechat-provider';

export interface DevWechat extends WechatProvider {
  readonly name: 'dev';
  /** Issues an OAuth code for the identity a tester picked on the dev authorise page. */
  issueCode(identity: WechatIdentity): Promise<string>;
}

const CODE_TTL_MS = 5 * 60_000;

/**
 * The offline stand-in for WeChat: the QR opens a local scan page (/dev/wechat/scan) and the OAuth
 * page is a local identity picker (/dev/wechat/authorize). Its OAuth codes live 5 minutes in the
 * short-lived store, so any process takes them. config.ts refuses it in production.
 */
export function createDevWechat(store: ShortLivedStore): DevWechat {
  const codeKey = (code: string) => `wechat:dev-code:${code}`;
  return {
    name: 'dev',
    appId: 'wx-dev-stand-in',
    createQr: async ({ ticket, origin }) => ({
      qrCodeUrl: `${origin}/dev/wechat/scan?ticket=${encodeURIComponent(ticket)}`,
    }),
    authorizeUrl: ({ redirectUri, state, origin }) =>
      `${origin}/dev/wechat/authorize?${new URLSearchParams({ redirect_uri: redirectUri, state })}`,
    async issueCode(identity) {
      const code = `dev_${randomBytes(16).toString('hex')}`;
      await store.put(codeKey(code), JSON.stringify(identity), CODE_TTL_MS);
      return code;
    },
    exchangeCode: async (code) => {
      const identity = await store.take(codeKey(code));
      return identity === undefined ? null : (JSON.parse(identity) as WechatIdentity);
    },
  };
}
