import {
  createCipheriv,
  createHash,
  createSign,
  createVerify,
  generateKeyPairSync,
  randomBytes,
  type KeyObject,
} from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import { wechatBill } from './bill-fixtures';
import type { IncomingNotify, PaymentChannel } from './payment-provider';
import { createWechatPay } from './wechat-pay';
import { createWechatPaySdkClient } from './wechat-pay-client';

const rsa = () => generateKeyPairSync('rsa', { modulusLength: 2048 });
const merchantKeys = rsa();
const wechatPayKeys = rsa();
const strangerKeys = rsa();
const apiV3Key = randomBytes(16).toString('hex');
const publicKeyId = 'PUB_KEY_ID_0119000000012025010100000000000001';
const mchId = '1900000001';
const certSerial = '3775B6A45ACD588826D15E583A95F5DD00000001';
const now = Date.parse('2025-03-01T02:00:00Z');
const seconds = Math.floor(now / 1000);

const signWith = (key: KeyObject, text: string) => createSign('RSA-SHA256').update(text).sign(key, 'base64');

/** Headers WeChat Pay puts on a signed answer or notification. */
function signedHeaders(body: string, options: { key?: KeyObject; timestamp?: number; serial?: string } = {}) {
  const timestamp = String(options.timestamp ?? seconds);
  const nonce = randomBytes(16).toString('hex');
  return {
    'wechatpay-timestamp': timestamp,
    'wechatpay-nonce': nonce,
    'wechatpay-serial': options.serial ?? publicKeyId,
    'wechatpay-signature': signWith(options.key ?? wechatPayKeys.privateKey, `${timestamp}\n${nonce}\n${body}\n`),
  };
}

/** A stand-in for api.mch.weixin.qq.com that records each request and answers as told, signed. */
function fakeWechatPay(answer: { status: number; body: unknown; key?: KeyObject }) {
  return vi.fn(async (_url: string | URL | Request, init?: RequestInit) => {
    expect(init?.signal).toBeInstanceOf(AbortSignal);
    const text = answer.body === undefined ? '' : JSON.stringify(answer.body);
    const headers = answer.status < 300 ? signedHeaders(text, { key: answer.key }) : {};
    return new Response(answer.status === 204 ? null : text, { status: answer.status, headers });
  });
}

async function wechatPayWith(fetch: ReturnType<typeof fakeWechatPay>) {
  const publicKey = { key: wechatPayKeys.publicKey, id: publicKeyId };
  const client = await createWechatPaySdkClient({
    appId: 'wx8888888888888888',
    mchId,
    certSerial,
    privateKey: merchantKeys.privateKey,
    publicKey,
    fetch,
    now: () => now,
  });
  return createWechatPay(client, { mchId, apiV3Key, publicKey, now: () => now });
}

/** The request the SDK sent, with its Authorization header checked against the merchant's public key. */
function sentRequest(fetch: ReturnType<typeof fakeWechatPay>) {
  const [url, init] = fetch.mock.calls[0] as [string, RequestInit];
  const headers = init.headers as Record<string, string>;
  const auth = /^WECHATPAY2-SHA256-RSA2048 (.*)$/.exec(headers.Authorization ?? '')?.[1] ?? '';
  const fields = Object.fromEntries([...auth.matchAll(/(\w+)="([^"]*)"/g)].map((m) => [m[1], m[2]]));
  const target = new URL(url);
  const body = typeof init.body === 'string' ? init.body : '';
  const message = `${init.method}\n${target.pathname}${target.search}\n${fields.timestamp}\n${fields.nonce_str}\n${body}\n`;
  const signatureVerifies = createVerify('RSA-SHA256')
    .update(message)
    .verify(merchantKeys.publicKey, fields.signature ?? '', 'base64');
  return {
    url,
    method: init.method,
    headers,
    auth: fields,
    body: body ? JSON.parse(body) : undefined,
    signatureVerifies,
  };
}

const paymentRequest = {
  orderNo: 'VCE20250301100000001',
  amountCents: 12_880,
  subject: 'vce VIP月卡',
  expiresAt: new Date('2025-03-01T02:15:00Z'),
  notifyUrl: 'https://www.example.com/api/pay/notify/wechat',
  returnUrl: 'https://www.example.com/vip',
};

describe('the WeChat Pay Native adapter: calls', () => {
  it('opens a Native order with a signed POST and returns its code_url', async () => {
    const fetch = fakeWechatPay({ status: 200, body: { code_url: 'weixin://wxpay/bizpayurl?pr=abc' } });
    const wechat = await wechatPayWith(fetch);
    expect(await wechat.start(paymentRequest)).toEqual({
      channel: 'wechat',
      codeUrl: 'weixin://wxpay/bizpayurl?pr=abc',
    });
    const sent = sentRequest(fetch);
    expect(sent.url).toBe('https://api.mch.weixin.qq.com/v3/pay/transactions/native');
    expect(sent.method).toBe('POST');
    expect(sent.body).toEqual({
      appid: 'wx8888888888888888',
      mchid: mchId,
      description: 'vce VIP月卡',
      out_trade_no: 'VCE20250301100000001',
      time_expire: '2025-03-01T10:15:00+08:00',
      notify_url: 'https://www.example.com/api/pay/notify/wechat',
      amount: { total: 12_880, currency: 'CNY' },
    });
    expect(sent.auth).toMatchObject({ mchid: mchId, serial_no: certSerial });
    expect(sent.signatureVerifies).toBe(true);
    expect(sent.headers['Wechatpay-Serial']).toBe(publicKeyId);
  });

  it('refuses an answer not signed with the WeChat Pay public key', async () => {
    const fetch = fakeWechatPay({ status: 200, body: { code_url: 'weixin://x' }, key: strangerKeys.privateKey });
    await expect((await wechatPayWith(fetch)).start(paymentRequest)).rejects.toThrow('not signed by WeChat Pay');
  });

  it('fails with WeChat Pay’s error code when the order is refused', async () => {
    const fetch = fakeWechatPay({ status: 400, body: { code: 'PARAM_ERROR', message: '参数错误' } });
    await expect((await wechatPayWith(fetch)).start(paymentRequest)).rejects.toThrow('HTTP 400 PARAM_ERROR');
  });

  it('queries by our order number with a signed GET and reads the trade state', async () => {
    const paid = {
      mchid: mchId,
      out_trade_no: 'VCE1',
      transaction_id: '4200000001202503010000000001',
      trade_state: 'SUCCESS',
      success_time: '2025-03-01T10:05:07+08:00',
      amount: { total: 10, currency: 'CNY' },
    };
    const fetch = fakeWechatPay({ status: 200, body: paid });
    expect(await (await wechatPayWith(fetch)).query('VCE1')).toEqual({
      state: 'paid',
      notice: {
        orderNo: 'VCE1',
        amountCents: 10,
        transactionId: '4200000001202503010000000001',
        paidAt: new Date('2025-03-01T02:05:07Z'),
        merchantId: mchId,
      },
    });
    const sent = sentRequest(fetch);
    expect(sent.url).toBe(`https://api.mch.weixin.qq.com/v3/pay/transactions/out-trade-no/VCE1?mchid=${mchId}`);
    expect(sent.method).toBe('GET');
    expect(sent.signatureVerifies).toBe(true);
    const stateOf = async (body: unknown, status = 200) =>
      (await (await wechatPayWith(fakeWechatPay({ status, body }))).query('VCE1')).state;
    expect(await stateOf({ ...paid, trade_state: 'NOTPAY' })).toBe('unpaid');
    expect(await stateOf({ ...paid, trade_state: 'CLOSED' })).toBe('closed');
    expect(await stateOf({ code: 'ORDER_NOT_EXIST', message: '订单不存在' }, 404)).toBe('unpaid');
  });

  it('closes an order with a signed POST carrying the merchant id', async () => {
    const fetch = fakeWechatPay({ status: 204, body: undefined });
    await (await wechatPayWith(fetch)).close('VCE1');
    const sent = sentRequest(fetch);
    expect(sent.url).toBe('https://api.mch.weixin.qq.com/v3/pay/transactions/out-trade-no/VCE1/close');
    expect(sent.method).toBe('POST');
    expect(sent.body).toEqual({ mchid: mchId });
    expect(sent.signatureVerifies).toBe(true);
  });

  const refundRequest = { orderNo: 'VCE1', refundNo: 'RVCE1', amountCents: 6800, totalCents: 6800, reason: '重复购买' };

  it('asks for a refund with a signed POST naming our refund number, and answers the refund id WeChat gives', async () => {
    const fetch = fakeWechatPay({
      status: 200,
      body: { refund_id: '50000000382019052709732678859', status: 'PROCESSING' },
    });
    expect(await (await wechatPayWith(fetch)).refund(refundRequest)).toEqual({
      refundId: '50000000382019052709732678859',
    });
    const sent = sentRequest(fetch);
    expect(sent.url).toBe('https://api.mch.weixin.qq.com/v3/refund/domestic/refunds');
    expect(sent.method).toBe('POST');
    expect(sent.body).toEqual({
      out_trade_no: 'VCE1',
      out_refund_no: 'RVCE1',
      reason: '重复购买',
      amount: { refund: 6800, total: 6800, currency: 'CNY' },
    });
    expect(sent.signatureVerifies).toBe(true);
    // Each amount goes to its own field: WeChat checks `total` against what the transaction was paid.
    const apart = fakeWechatPay({ status: 200, body: { refund_id: '5000', status: 'PROCESSING' } });
    await (await wechatPayWith(apart)).refund({ ...refundRequest, amountCents: 3400 });
    expect(sentRequest(apart).body).toMatchObject({ amount: { refund: 3400, total: 6800, currency: 'CNY' } });
  });

  it('throws when WeChat refuses or closes the refund, and cuts a long reason to 80 characters', async () => {
    const refused = fakeWechatPay({ status: 403, body: { code: 'NOT_ENOUGH', message: '基本账户余额不足' } });
    await expect((await wechatPayWith(refused)).refund(refundRequest)).rejects.toThrow(/NOT_ENOUGH/);
    const closed = fakeWechatPay({ status: 200, body: { refund_id: '5000', status: 'CLOSED' } });
    await expect((await wechatPayWith(closed)).refund({ ...refundRequest, reason: '退'.repeat(100) })).rejects.toThrow(
      /CLOSED/,
    );
    expect(sentRequest(closed).body).toMatchObject({ reason: '退'.repeat(80) });
    const abnormal = fakeWechatPay({ status: 200, body: { refund_id: '5000', status: 'ABNORMAL' } });
    await expect((await wechatPayWith(abnormal)).refund(refundRequest)).rejects.toThrow(/ABNORMAL/);
    const anonymous = fakeWechatPay({ status: 200, body: { status: 'PROCESSING' } });
    await expect((await wechatPayWith(anonymous)).refund(refundRequest)).rejects.toThrow('without refund_id');
  });

  it('answers the same refund id when asked again with the same refund number, now SUCCESS', async () => {
    const first = fakeWechatPay({ status: 200, body: { refund_id: '5000000038201905', status: 'PROCESSING' } });
    const again = fakeWechatPay({ status: 200, body: { refund_id: '5000000038201905', status: 'SUCCESS' } });
    expect(await (await wechatPayWith(first)).refund(refundRequest)).toEqual({ refundId: '5000000038201905' });
    expect(await (await wechatPayWith(again)).refund(refundRequest)).toEqual({ refundId: '5000000038201905' });
    expect(sentRequest(again).body).toEqual(sentRequest(first).body);
  });

  it('asks for no refund of a non-positive or fractional amount', async () => {
    const fetch = fakeWechatPay({ status: 200, body: { refund_id: '5000', status: 'SUCCESS' } });
    const wechat = await wechatPayWith(fetch);
    await expect(wechat.refund({ ...refundRequest, amountCents: 0 })).rejects.toThrow('positive whole number');
    await expect(wechat.refund({ ...refundRequest, amountCents: 68.5 })).rejects.toThrow('positive whole number');
    await expect(wechat.refund({ ...refundRequest, totalCents: -1 })).rejects.toThrow('positive whole number');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('refuses a refund answer not signed with the WeChat Pay public key', async () => {
    const forged = fakeWechatPay({
      status: 200,
      body: { refund_id: '5000', status: 'SUCCESS' },
      key: strangerKeys.privateKey,
    });
    await expect((await wechatPayWith(forged)).refund(refundRequest)).rejects.toThrow('not signed by WeChat Pay');
  });
});

/** A payment notification as WeChat Pay sends it: the transaction sealed with the APIv3 key, the body signed. */
function notification(transaction: object, options: { eventType?: string; sealKey?: string; badTag?: boolean } = {}) {
  const nonce = randomBytes(6).toString('hex');
  const cipher = createCipheriv('aes-256-gcm', Buffer.from(options.sealKey ?? apiV3Key), Buffer.from(nonce));
  cipher.setAAD(Buffer.from('transaction'));
  const tag = options.badTag ? randomBytes(16) : null;
  const sealed = Buffer.concat([
    cipher.update(JSON.stringify(transaction)),
    cipher.final(),
    tag ?? cipher.getAuthTag(),
  ]);
  return JSON.stringify({
    id: 'EV-2018022511223320873',
    create_time: '2025-03-01T10:05:08+08:00',
    resource_type: 'encrypt-resource',
    event_type: options.eventType ?? 'TRANSACTION.SUCCESS',
    summary: '支付成功',
    resource: {
      original_type: 'transaction',
      algorithm: 'AEAD_AES_256_GCM',
      ciphertext: sealed.toString('base64'),
      associated_data: 'transaction',
      nonce,
    },
  });
}

describe('the WeChat Pay Native adapter: notifications', () => {
  const transaction = {
    appid: 'wx8888888888888888',
    mchid: mchId,
    out_trade_no: 'VCE20250301100000001',
    transaction_id: '4200000001202503010000000002',
    trade_type: 'NATIVE',
    trade_state: 'SUCCESS',
    success_time: '2025-03-01T10:05:07+08:00',
    payer: { openid: 'oUpF8uMuAJO_M2pxb1Q9zNjWeS6o' },
    amount: { total: 128_800, payer_total: 128_800, currency: 'CNY', payer_currency: 'CNY' },
  };
  const wechat = () => wechatPayWith(fakeWechatPay({ status: 500, body: {} }));
  const verify = async (channel: PaymentChannel, body: string, headers: IncomingNotify['headers']) =>
    channel.verifyNotify({ headers, rawBody: body });

  it('reads the payment from a notification signed with the WeChat Pay key', async () => {
    const body = notification(transaction);
    expect(await verify(await wechat(), body, signedHeaders(body))).toEqual({
      orderNo: 'VCE20250301100000001',
      amountCents: 128_800,
      transactionId: '4200000001202503010000000002',
      paidAt: new Date('2025-03-01T02:05:07Z'),
      merchantId: mchId,
    });
  });

  it('refuses a tampered body, another key, another key id, a stale timestamp or a missing signature', async () => {
    const channel = await wechat();
    const body = notification(transaction);
    const tampered = body.replace('"summary":"支付成功"', '"summary":"支付成功 "');
    expect(await verify(channel, tampered, signedHeaders(body))).toBeNull();
    expect(await verify(channel, body, signedHeaders(body, { key: strangerKeys.privateKey }))).toBeNull();
    expect(await verify(channel, body, signedHeaders(body, { serial: 'PUB_KEY_ID_OTHER' }))).toBeNull();
    expect(await verify(channel, body, signedHeaders(body, { timestamp: seconds - 301 }))).toBeNull();
    expect(await verify(channel, body, signedHeaders(body, { timestamp: seconds + 301 }))).toBeNull();
    expect(await verify(channel, body, { ...signedHeaders(body), 'wechatpay-signature': undefined })).toBeNull();
    expect(await verify(channel, body, signedHeaders(body, { timestamp: seconds - 299 }))).not.toBeNull();
  });

  it('refuses a resource sealed with another APIv3 key, or with a wrong GCM tag, even when the body is signed', async () => {
    const channel = await wechat();
    const otherKey = notification(transaction, { sealKey: randomBytes(16).toString('hex') });
    expect(await verify(channel, otherKey, signedHeaders(otherKey))).toBeNull();
    const badTag = notification(transaction, { badTag: true });
    expect(await verify(channel, badTag, signedHeaders(badTag))).toBeNull();
  });

  it('gives nothing for an event that is not a successful payment', async () => {
    const channel = await wechat();
    const refund = notification(transaction, { eventType: 'REFUND.SUCCESS' });
    expect(await verify(channel, refund, signedHeaders(refund))).toBeNull();
    const unpaid = notification({ ...transaction, trade_state: 'NOTPAY' });
    expect(await verify(channel, unpaid, signedHeaders(unpaid))).toBeNull();
  });

  it('acknowledges as WeChat Pay expects: 200 SUCCESS, or 500 FAIL to be delivered again', async () => {
    const channel = await wechat();
    expect(channel.acknowledge(true)).toEqual({
      status: 200,
      contentType: 'application/json',
      body: '{"code":"SUCCESS","message":"成功"}',
    });
    expect(channel.acknowledge(false)).toEqual({
      status: 500,
      contentType: 'application/json',
      body: '{"code":"FAIL","message":"失败"}',
    });
  });
});

describe('the WeChat Pay adapter: the day’s statement', () => {
  /** WeChat Pay answering tradebill (signed) and then the bill's download (unsigned, as it sends it). */
  function billingWechatPay(bill: string, hashOf = bill) {
    return vi.fn(async (url: string | URL | Request) => {
      if (String(url).includes('/v3/billdownload/file')) return new Response(bill, { status: 200 });
      const text = JSON.stringify({
        hash_type: 'SHA1',
        hash_value: createHash('sha1').update(hashOf).digest('hex'),
        download_url: 'https://api.mch.weixin.qq.com/v3/billdownload/file?token=6XIv5TUPto7pByrTQKhd6kwvyKLG2uY2',
      });
      return new Response(text, { status: 200, headers: signedHeaders(text) });
    });
  }

  it('asks for the day’s whole trade bill and reads it once its hash matches', async () => {
    const fetch = billingWechatPay(wechatBill);
    const lines = await (await wechatPayWith(fetch as never)).statement('2025-03-01');
    expect(new URL(String(fetch.mock.calls[0]?.[0])).search).toBe('?bill_date=2025-03-01&bill_type=ALL');
    expect(lines.map((line) => `${line.kind} ${line.orderNo} ${line.amountCents}`)).toEqual([
      'payment VCE1 6800',
      'refund VCE2 19950',
    ]);
  });

  it('refuses a bill that is not the one the signed answer hashed', async () => {
    const forged = wechatBill.replace('`68.00,`0.00,`', '`6.80,`0.00,`');
    await expect(
      (await wechatPayWith(billingWechatPay(forged, wechatBill) as never)).statement('2025-03-01'),
    ).rejects.toThrow(/does not match its hash/);
  });

  it('reads a day without trades (NO_STATEMENT_EXIST) as an empty statement', async () => {
    const fetch = fakeWechatPay({ status: 400, body: { code: 'NO_STATEMENT_EXIST', message: '账单文件不存在' } });
    expect(await (await wechatPayWith(fetch)).statement('2025-03-01')).toEqual([]);
  });
});
