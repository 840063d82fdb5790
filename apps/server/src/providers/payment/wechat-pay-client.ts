import type { KeyObject } from 'node:crypto';
import type { WechatPayClient } from './wechat-pay';
import { isSigned, parseJson, type WechatPayPublicKey } from './wechat-pay-signature';

const BILL_DOWNLOAD_PATH = '/v3/billdownload/file';

/** The HTTP calls of the SDK, made with fetch and refused unless WeChat Pay signed the answer. */
export function createVerifiedTransport(
  publicKey: WechatPayPublicKey,
  io: { fetch?: typeof fetch; now?: () => number },
) {
  const now = io.now ?? Date.now;
  async function send(method: 'GET' | 'POST', url: string, headers: Record<string, string>, body?: object) {
    const response = await (io.fetch ?? fetch)(url, {
      method,
      // Names the key we verify with, so WeChat Pay signs its answer with the matching private key.
      headers: { ...headers, 'Wechatpay-Serial': publicKey.id },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(10_000),
    });
    // A bill file is the one answer WeChat Pay does not sign: the caller checks it against its hash.
    if (response.ok && new URL(url).pathname === BILL_DOWNLOAD_PATH)
      return { status: response.status, data: Buffer.from(await response.arrayBuffer()) };
    const text = await response.text();
    if (!response.ok) return { status: response.status, error: parseJson(text) ?? text };
    const signed = {
      timestamp: response.headers.get('wechatpay-timestamp') ?? undefined,
      nonce: response.headers.get('wechatpay-nonce') ?? undefined,
      signature: response.headers.get('wechatpay-signature') ?? undefined,
      serial: response.headers.get('wechatpay-serial') ?? undefined,
      body: text,
    };
    // An answer we cannot trust (it could say an order was paid) is an error, not a result.
    if (!isSigned(publicKey, now, signed))
      throw new Error(`WeChat Pay's answer to ${method} ${new URL(url).pathname} is not signed by WeChat Pay`);
    return { status: response.status, data: text ? parseJson(text) : undefined };
  }
  return {
    get: (url: string, headers: Record<string, string>) => send('GET', url, headers),
    post: (url: string, params: object, headers: Record<string, string>) => send('POST', url, headers, params),
    upload: () => Promise.reject(new Error('WeChat Pay uploads are not used')),
  };
}

/** The SDK client, loaded only when the real payment provider is chosen. */
export async function createWechatPaySdkClient(options: {
  appId: string;
  mchId: string;
  /** Serial number of the merchant API certificate whose private key signs our requests. */
  certSerial: string;
  privateKey: KeyObject;
  publicKey: WechatPayPublicKey;
  fetch?: typeof fetch;
  now?: () => number;
}): Promise<WechatPayClient> {
  const { default: Pay } = await import('wechatpay-node-v3');
  const pay = new Pay({
    appid: options.appId,
    mchid: options.mchId,
    serial_no: options.certSerial,
    privateKey: Buffer.from(options.privateKey.export({ type: 'pkcs8', format: 'pem' })),
    // The SDK only reads this to derive serial_no from a merchant certificate, and we give serial_no.
    publicKey: Buffer.from(options.publicKey.key.export({ type: 'spki', format: 'pem' })),
    userAgent: 'vce-server',
  });
  pay.createHttp(createVerifiedTransport(options.publicKey, options));
  return pay;
}
