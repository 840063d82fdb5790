import { createVerify, type KeyObject } from 'node:crypto';

/** The WeChat Pay public key (微信支付公钥) that signs answers and notifications, and its id (PUB_KEY_ID_…). */
export interface WechatPayPublicKey {
  key: KeyObject;
  id: string;
}

/** WeChat refuses a signed message whose timestamp is further off than this, and so do we. */
const maxClockSkewSeconds = 5 * 60;

export interface SignedMessage {
  timestamp: string | undefined;
  nonce: string | undefined;
  signature: string | undefined;
  serial: string | undefined;
  body: string;
}

/**
 * WeChat Pay's signature on a notification or an answer: RSA-SHA256 over `timestamp\nnonce\nbody\n` with
 * the WeChat Pay public key named by Wechatpay-Serial, within five minutes of our clock.
 */
export function isSigned(key: WechatPayPublicKey, now: () => number, m: SignedMessage) {
  if (!m.timestamp || !m.nonce || !m.signature || m.serial !== key.id || !/^\d{1,12}$/.test(m.timestamp)) return false;
  if (Math.abs(now() / 1000 - Number(m.timestamp)) > maxClockSkewSeconds) return false;
  return createVerify('RSA-SHA256')
    .update(`${m.timestamp}\n${m.nonce}\n${m.body}\n`)
    .verify(key.key, m.signature, 'base64');
}

export function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
