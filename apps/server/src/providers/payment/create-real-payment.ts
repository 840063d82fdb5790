import { createPrivateKey, createPublicKey, type KeyObject } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { Config } from '../../platform/config';
import { createAlipay, createAlipaySdkClient } from './alipay';
import type { PaymentProvider } from './payment-provider';
import { createWechatPay } from './wechat-pay';
import { createWechatPaySdkClient } from './wechat-pay-client';

type KeyPathSetting =
  'WECHAT_PAY_PRIVATE_KEY_PATH' | 'WECHAT_PAY_PUBLIC_KEY_PATH' | 'ALIPAY_PRIVATE_KEY_PATH' | 'ALIPAY_PUBLIC_KEY_PATH';

/**
 * WeChat Pay v3 Native and Alipay page pay (PAYMENT_PROVIDER=real). config.ts has checked that every
 * setting is there; a key file that cannot be read or parsed stops the start with the setting's name.
 */
export async function createRealPayment(config: Config): Promise<PaymentProvider> {
  const need = (value: string | undefined) => value ?? '';
  const [wechatPrivateKey, wechatPublicKey, alipayPrivateKey, alipayPublicKey] = await Promise.all([
    readKey(config, 'WECHAT_PAY_PRIVATE_KEY_PATH', 'private'),
    readKey(config, 'WECHAT_PAY_PUBLIC_KEY_PATH', 'public'),
    readKey(config, 'ALIPAY_PRIVATE_KEY_PATH', 'private'),
    readKey(config, 'ALIPAY_PUBLIC_KEY_PATH', 'public'),
  ]);
  const publicKey = { key: wechatPublicKey, id: need(config.WECHAT_PAY_PUBLIC_KEY_ID) };
  const wechatClient = await createWechatPaySdkClient({
    appId: need(config.WECHAT_PAY_APP_ID),
    mchId: need(config.WECHAT_PAY_MCH_ID),
    certSerial: need(config.WECHAT_PAY_CERT_SERIAL),
    privateKey: wechatPrivateKey,
    publicKey,
  });
  const wechat = createWechatPay(wechatClient, {
    mchId: need(config.WECHAT_PAY_MCH_ID),
    apiV3Key: need(config.WECHAT_PAY_API_V3_KEY),
    publicKey,
  });
  const alipayClient = await createAlipaySdkClient({
    appId: need(config.ALIPAY_APP_ID),
    privateKey: alipayPrivateKey,
    alipayPublicKey,
    gateway: config.ALIPAY_GATEWAY,
  });
  const alipay = createAlipay(alipayClient, { appId: need(config.ALIPAY_APP_ID) });
  return { name: 'real', channel: (channel) => (channel === 'wechat' ? wechat : alipay) };
}

async function readKey(config: Config, setting: KeyPathSetting, kind: 'private' | 'public'): Promise<KeyObject> {
  const file = config[setting] ?? '';
  try {
    return parseKey(await readFile(file, 'utf8'), kind);
  } catch (error) {
    throw new Error(`${setting}=${file}: not a readable RSA ${kind} key (${(error as Error).message})`);
  }
}

/**
 * A PEM key (WeChat's apiclient_key.pem and pub_key.pem), or the bare base64 that Alipay's key tool
 * writes: PKCS8 or PKCS1 for a private key, SPKI for a public one.
 */
export function parseKey(text: string, kind: 'private' | 'public'): KeyObject {
  const key = parseAnyKey(text.trim(), kind);
  // Both providers sign with RSA-SHA256 (WeChat's RSA2048, Alipay's RSA2).
  if (key.asymmetricKeyType !== 'rsa') throw new Error(`a ${key.asymmetricKeyType} key, not RSA`);
  return key;
}

function parseAnyKey(text: string, kind: 'private' | 'public'): KeyObject {
  if (text.startsWith('-----BEGIN')) return kind === 'private' ? createPrivateKey(text) : createPublicKey(text);
  const der = Buffer.from(text.replace(/\s+/g, ''), 'base64');
  if (kind === 'public') return createPublicKey({ key: der, format: 'der', type: 'spki' });
  try {
    return createPrivateKey({ key: der, format: 'der', type: 'pkcs8' });
  } catch {
    return createPrivateKey({ key: der, format: 'der', type: 'pkcs1' });
  }
}
