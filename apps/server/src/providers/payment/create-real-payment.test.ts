import { generateKeyPairSync } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../platform/config';
import { realPaymentEnv } from '../../test/provider-env';
import { createRealPayment, parseKey } from './create-real-payment';

const rsa = () => generateKeyPairSync('rsa', { modulusLength: 2048 });
/** Alipay's key tool writes the bare base64 of the DER key, without PEM lines. */
const bareBase64 = (der: Buffer) => der.toString('base64');

describe('createRealPayment', () => {
  let dir = '';
  const files: Record<string, string> = {};

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'vce-payment-keys-'));
    const wechatMerchant = rsa();
    const wechatPay = rsa();
    const alipayApp = rsa();
    const alipay = rsa();
    const contents = {
      WECHAT_PAY_PRIVATE_KEY_PATH: wechatMerchant.privateKey.export({ type: 'pkcs8', format: 'pem' }),
      WECHAT_PAY_PUBLIC_KEY_PATH: wechatPay.publicKey.export({ type: 'spki', format: 'pem' }),
      ALIPAY_PRIVATE_KEY_PATH: bareBase64(alipayApp.privateKey.export({ type: 'pkcs1', format: 'der' })),
      ALIPAY_PUBLIC_KEY_PATH: bareBase64(alipay.publicKey.export({ type: 'spki', format: 'der' })),
    };
    for (const [setting, content] of Object.entries(contents)) {
      files[setting] = path.join(dir, setting.toLowerCase());
      await writeFile(files[setting], content);
    }
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('builds both channels from the key files named in env', async () => {
    const provider = await createRealPayment(loadConfig({ ...realPaymentEnv, ...files }));
    expect(provider.name).toBe('real');
    expect(provider.channel('wechat')).toMatchObject({ channel: 'wechat', merchantId: '1900000001' });
    expect(provider.channel('alipay')).toMatchObject({ channel: 'alipay', merchantId: '2021004100000001' });
    const start = await provider.channel('alipay').start({
      orderNo: 'VCE1',
      amountCents: 10,
      subject: 'vce VIP月卡',
      expiresAt: new Date('2025-03-01T02:15:00Z'),
      notifyUrl: 'https://www.example.com/api/pay/notify/alipay',
      returnUrl: 'https://www.example.com/vip',
    });
    expect(start).toMatchObject({
      channel: 'alipay',
      form: expect.stringContaining('https://openapi.alipay.com/gateway.do?'),
    });
  });

  it('stops with the setting’s name when a key file is missing or holds no RSA key', async () => {
    const missing = { ...realPaymentEnv, ...files, ALIPAY_PUBLIC_KEY_PATH: path.join(dir, 'nothing-here.pem') };
    await expect(createRealPayment(loadConfig(missing))).rejects.toThrow(/^ALIPAY_PUBLIC_KEY_PATH=.*nothing-here\.pem/);
    const ecKey = path.join(dir, 'ec.pem');
    const ec = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    await writeFile(ecKey, ec.privateKey.export({ type: 'pkcs8', format: 'pem' }));
    const wrongKind = { ...realPaymentEnv, ...files, WECHAT_PAY_PRIVATE_KEY_PATH: ecKey };
    await expect(createRealPayment(loadConfig(wrongKind))).rejects.toThrow(/^WECHAT_PAY_PRIVATE_KEY_PATH=.*not RSA/);
  });

  it('reads PEM keys and the bare base64 of PKCS8, PKCS1 and SPKI keys', () => {
    const { privateKey, publicKey } = rsa();
    const pkcs8 = bareBase64(privateKey.export({ type: 'pkcs8', format: 'der' }));
    const pkcs1 = bareBase64(privateKey.export({ type: 'pkcs1', format: 'der' }));
    const pem = privateKey.export({ type: 'pkcs1', format: 'pem' }).toString();
    for (const text of [pkcs8, pkcs1, pem, `${pkcs8}\n`])
      expect(parseKey(text, 'private').equals(privateKey)).toBe(true);
    const spki = bareBase64(publicKey.export({ type: 'spki', format: 'der' }));
    expect(parseKey(spki, 'public').equals(publicKey)).toBe(true);
    expect(() => parseKey('not a key', 'private')).toThrow();
  });
});
