import { createSign, createVerify, generateKeyPairSync, type KeyObject } from 'node:crypto';
import { MockAgent } from 'urllib';
import { describe, expect, it } from 'vitest';
import { centsToYuan, createAlipay, createAlipaySdkClient } from './alipay';
import { yuanToCents } from './bill-files';
import { alipayBillZip, alipayRows } from './bill-fixtures';
import type { AlipaySdkConfig } from 'alipay-sdk';

const rsa = () => generateKeyPairSync('rsa', { modulusLength: 2048 });
const appKeys = rsa();
const alipayKeys = rsa();
const strangerKeys = rsa();
const appId = '2021004100000001';
const gateway = 'https://openapi.alipay.com/gateway.do';
const now = Date.parse('2025-03-01T02:00:00Z');

const signWith = (key: KeyObject, text: string) => createSign('RSA-SHA256').update(text).sign(key, 'base64');

/** Alipay's signed content: every parameter but `sign` (and, for notifications, `sign_type`), sorted. */
const signContent = (fields: Record<string, string>, omit: string[]) =>
  Object.keys(fields)
    .filter((key) => !omit.includes(key))
    .sort()
    .map((key) => `${key}=${fields[key]}`)
    .join('&');

const verifiesWithAppKey = (fields: Record<string, string>) =>
  createVerify('RSA-SHA256')
    .update(signContent(fields, ['sign']))
    .verify(appKeys.publicKey, fields.sign ?? '', 'base64');

interface SentRequest {
  path: string;
  fields: Record<string, string>;
}

/** The SDK's HTTP dispatcher, answering each gateway call with a response signed by `key`. */
function fakeGateway(answer: Record<string, unknown>, key: KeyObject = alipayKeys.privateKey) {
  const agent = new MockAgent();
  agent.disableNetConnect();
  const sent: SentRequest[] = [];
  agent
    .get('https://openapi.alipay.com')
    .intercept({ path: /^\/gateway\.do/, method: 'POST' })
    .reply(200, (request) => {
      const url = new URL(request.path, gateway);
      const fields = {
        ...Object.fromEntries(url.searchParams),
        ...Object.fromEntries(new URLSearchParams(String(request.body))),
      };
      sent.push({ path: url.pathname, fields });
      const inner = JSON.stringify(answer);
      const responseKey = `${fields.method?.replaceAll('.', '_')}_response`;
      return `{"${responseKey}":${inner},"sign":"${signWith(key, inner)}"}`;
    })
    .persist();
  return { agent, sent };
}

async function alipayWith(dispatcher?: MockAgent, download?: (url: string) => Promise<Uint8Array>) {
  const client = await createAlipaySdkClient({
    appId,
    privateKey: appKeys.privateKey,
    alipayPublicKey: alipayKeys.publicKey,
    gateway,
    dispatcher: dispatcher as unknown as AlipaySdkConfig['proxyAgent'],
  });
  return createAlipay(client, { appId, download, now: () => now });
}

/** The action and hidden fields of the form the browser submits. */
function readForm(html: string) {
  const action = /<form action="([^"]+)" method="(\w+)"/.exec(html);
  const url = new URL(action?.[1] ?? 'about:blank');
  const inputs = [...html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)" \/>/g)].map(
    (m) => [m[1], m[2]?.replaceAll('&quot;', '"')] as [string, string],
  );
  return {
    method: action?.[2],
    target: url.origin + url.pathname,
    fields: { ...Object.fromEntries(url.searchParams), ...Object.fromEntries(inputs) } as Record<string, string>,
    submits: /document\.forms\["[^"]+"\]\.submit\(\)/.test(html),
  };
}

const paid = {
  code: '10000',
  msg: 'Success',
  trade_no: '2025030122001400000000000001',
  out_trade_no: 'VCE1',
  trade_status: 'TRADE_SUCCESS',
  total_amount: '0.10',
  send_pay_date: '2025-03-01 10:05:07',
};

describe('the Alipay page-pay adapter: calls', () => {
  it('builds an auto-submitting form for alipay.trade.page.pay, signed with the app key', async () => {
    const { form } = (await (
      await alipayWith()
    ).start({
      orderNo: 'VCE20250301100000001',
      amountCents: 128_800,
      subject: 'vce VIP年卡 "尊享"',
      expiresAt: new Date('2025-03-01T02:15:00Z'),
      notifyUrl: 'https://www.example.com/api/pay/notify/alipay',
      returnUrl: 'https://www.example.com/vip',
    })) as { form: string };
    const sent = readForm(form);
    expect(sent).toMatchObject({ method: 'post', target: gateway, submits: true });
    expect(sent.fields).toMatchObject({
      method: 'alipay.trade.page.pay',
      app_id: appId,
      charset: 'utf-8',
      sign_type: 'RSA2',
      version: '1.0',
      timestamp: '2025-03-01 10:00:00',
      notify_url: 'https://www.example.com/api/pay/notify/alipay',
      return_url: 'https://www.example.com/vip',
    });
    expect(JSON.parse(sent.fields.biz_content ?? '')).toEqual({
      out_trade_no: 'VCE20250301100000001',
      total_amount: '1288.00',
      subject: 'vce VIP年卡 "尊享"',
      product_code: 'FAST_INSTANT_TRADE_PAY',
      time_expire: '2025-03-01 10:15:00',
    });
    expect(verifiesWithAppKey(sent.fields)).toBe(true);
    expect(
      verifiesWithAppKey({ ...sent.fields, biz_content: sent.fields.biz_content?.replace('1288.00', '1.00') ?? '' }),
    ).toBe(false);
  });

  it('writes cents as yuan with two decimals, and reads them back exactly', () => {
    expect([1, 10, 99, 100, 12_880, 128_800].map(centsToYuan)).toEqual([
      '0.01',
      '0.10',
      '0.99',
      '1.00',
      '128.80',
      '1288.00',
    ]);
    expect(['0.10', '1288.00', '0.01', '19.9', '7', '0.29'].map(yuanToCents)).toEqual([10, 128_800, 1, 1990, 700, 29]);
    expect(['1.001', '-1.00', '1e3', '', '01.00', ' 1.00'].map(yuanToCents)).toEqual([
      null,
      null,
      null,
      null,
      null,
      null,
    ]);
    expect(() => centsToYuan(0.5)).toThrow();
  });

  it('queries a trade with a signed alipay.trade.query and reads its state', async () => {
    const gatewayCall = fakeGateway(paid);
    expect(await (await alipayWith(gatewayCall.agent)).query('VCE1')).toEqual({
      state: 'paid',
      notice: {
        orderNo: 'VCE1',
        amountCents: 10,
        transactionId: '2025030122001400000000000001',
        paidAt: new Date('2025-03-01T02:05:07Z'),
        merchantId: appId,
      },
    });
    const [sent] = gatewayCall.sent;
    expect(sent?.path).toBe('/gateway.do');
    expect(sent?.fields).toMatchObject({
      method: 'alipay.trade.query',
      app_id: appId,
      timestamp: '2025-03-01 10:00:00',
    });
    expect(JSON.parse(sent?.fields.biz_content ?? '')).toEqual({ out_trade_no: 'VCE1' });
    expect(verifiesWithAppKey(sent?.fields ?? {})).toBe(true);
    const stateOf = async (answer: Record<string, unknown>) =>
      (await (await alipayWith(fakeGateway(answer).agent)).query('VCE1')).state;
    expect(await stateOf({ ...paid, trade_status: 'TRADE_FINISHED' })).toBe('paid');
    expect(await stateOf({ ...paid, trade_status: 'WAIT_BUYER_PAY' })).toBe('unpaid');
    expect(await stateOf({ ...paid, trade_status: 'TRADE_CLOSED' })).toBe('closed');
    expect(await stateOf({ code: '40004', msg: 'Business Failed', sub_code: 'ACQ.TRADE_NOT_EXIST' })).toBe('unpaid');
  });

  it('refuses a query answer not signed with the Alipay public key', async () => {
    const forged = fakeGateway(paid, strangerKeys.privateKey);
    await expect((await alipayWith(forged.agent)).query('VCE1')).rejects.toThrow('验签失败');
  });

  it('closes a trade with alipay.trade.close; a trade Alipay never saw needs no closing', async () => {
    const closed = fakeGateway({ code: '10000', msg: 'Success', out_trade_no: 'VCE1' });
    await (await alipayWith(closed.agent)).close('VCE1');
    expect(closed.sent[0]?.fields.method).toBe('alipay.trade.close');
    expect(JSON.parse(closed.sent[0]?.fields.biz_content ?? '')).toEqual({ out_trade_no: 'VCE1' });
    expect(verifiesWithAppKey(closed.sent[0]?.fields ?? {})).toBe(true);
    const unknown = fakeGateway({ code: '40004', msg: 'Business Failed', sub_code: 'ACQ.TRADE_NOT_EXIST' });
    await expect((await alipayWith(unknown.agent)).close('VCE1')).resolves.toBeUndefined();
    const paid = fakeGateway({ code: '40004', msg: 'Business Failed', sub_code: 'ACQ.TRADE_STATUS_ERROR' });
    await expect((await alipayWith(paid.agent)).close('VCE1')).rejects.toThrow('ACQ.TRADE_STATUS_ERROR');
  });

  const refundRequest = { orderNo: 'VCE1', refundNo: 'RVCE1', amountCents: 30, totalCents: 30, reason: '重复购买' };
  const refunded = { code: '10000', msg: 'Success', trade_no: paid.trade_no, out_trade_no: 'VCE1', refund_fee: '0.30' };

  it('refunds with alipay.trade.refund naming our request number; asked again, the same refund', async () => {
    const gateway = fakeGateway({ ...refunded, fund_change: 'Y' });
    expect(await (await alipayWith(gateway.agent)).refund(refundRequest)).toEqual({ refundId: paid.trade_no });
    expect(gateway.sent[0]?.fields.method).toBe('alipay.trade.refund');
    expect(JSON.parse(gateway.sent[0]?.fields.biz_content ?? '')).toEqual({
      out_trade_no: 'VCE1',
      refund_amount: '0.30',
      out_request_no: 'RVCE1',
      refund_reason: '重复购买',
    });
    expect(gateway.sent[0]?.fields).toMatchObject({ app_id: appId, timestamp: '2025-03-01 10:00:00' });
    expect(verifiesWithAppKey(gateway.sent[0]?.fields ?? {})).toBe(true);
    const again = fakeGateway({ ...refunded, fund_change: 'N' });
    expect(await (await alipayWith(again.agent)).refund(refundRequest)).toEqual({ refundId: paid.trade_no });
    expect(again.sent[0]?.fields.biz_content).toBe(gateway.sent[0]?.fields.biz_content);
  });

  it('throws when Alipay refuses the refund, or answers it without trade_no', async () => {
    const refused = fakeGateway({ code: '40004', msg: 'Business Failed', sub_code: 'ACQ.SELLER_BALANCE_NOT_ENOUGH' });
    await expect((await alipayWith(refused.agent)).refund(refundRequest)).rejects.toThrow(
      'ACQ.SELLER_BALANCE_NOT_ENOUGH',
    );
    const anonymous = fakeGateway({ code: '10000', msg: 'Success', out_trade_no: 'VCE1', fund_change: 'Y' });
    await expect((await alipayWith(anonymous.agent)).refund(refundRequest)).rejects.toThrow('without trade_no');
  });

  it('refuses a refund answer not signed with the Alipay public key', async () => {
    const forged = fakeGateway({ ...refunded, fund_change: 'Y' }, strangerKeys.privateKey);
    await expect((await alipayWith(forged.agent)).refund(refundRequest)).rejects.toThrow('验签失败');
  });
});

/** A notification as Alipay posts it: form-encoded fields signed with `key` (sign_type not signed). */
function notification(overrides: Record<string, string> = {}, key: KeyObject = alipayKeys.privateKey) {
  const fields: Record<string, string> = {
    notify_time: '2025-03-01 10:05:08',
    notify_type: 'trade_status_sync',
    notify_id: 'ac05099524730693a8b330c5ecf72da9786',
    charset: 'utf-8',
    version: '1.0',
    app_id: appId,
    seller_id: '2088101106499364',
    trade_no: '2025030122001400000000000002',
    out_trade_no: 'VCE20250301100000001',
    trade_status: 'TRADE_SUCCESS',
    total_amount: '1288.00',
    receipt_amount: '1288.00',
    subject: 'vce VIP年卡 100%满意+赠品',
    gmt_create: '2025-03-01 10:04:59',
    gmt_payment: '2025-03-01 10:05:07',
    ...overrides,
  };
  const sign = signWith(key, signContent(fields, []));
  return new URLSearchParams({ ...fields, sign_type: 'RSA2', sign }).toString();
}

describe('the Alipay page-pay adapter: notifications', () => {
  const verify = async (rawBody: string) =>
    (await alipayWith()).verifyNotify({ headers: { 'content-type': 'application/x-www-form-urlencoded' }, rawBody });

  it('reads the payment from a notification signed with the Alipay key', async () => {
    expect(await verify(notification())).toEqual({
      orderNo: 'VCE20250301100000001',
      amountCents: 128_800,
      transactionId: '2025030122001400000000000002',
      paidAt: new Date('2025-03-01T02:05:07Z'),
      merchantId: appId,
    });
    expect((await verify(notification({ total_amount: '0.10' })))?.amountCents).toBe(10);
    expect((await verify(notification({ trade_status: 'TRADE_FINISHED' })))?.orderNo).toBe('VCE20250301100000001');
  });

  it('refuses a tampered body, another key or a missing signature', async () => {
    expect(await verify(notification().replace('total_amount=1288.00', 'total_amount=1.00'))).toBeNull();
    expect(await verify(notification({}, strangerKeys.privateKey))).toBeNull();
    expect(await verify(notification().replace(/&sign=[^&]*/, ''))).toBeNull();
    expect(await verify('')).toBeNull();
  });

  it('gives nothing for a trade that is not paid', async () => {
    expect(await verify(notification({ trade_status: 'WAIT_BUYER_PAY' }))).toBeNull();
    expect(await verify(notification({ trade_status: 'TRADE_CLOSED' }))).toBeNull();
    expect(await verify(notification({ total_amount: '12.345' }))).toBeNull();
  });

  it('acknowledges with exactly `success`; anything else makes Alipay deliver again', async () => {
    const channel = await alipayWith();
    expect(channel.acknowledge(true)).toEqual({ status: 200, contentType: 'text/plain', body: 'success' });
    expect(channel.acknowledge(false)).toEqual({ status: 200, contentType: 'text/plain', body: 'failure' });
  });
});

describe('the Alipay page-pay adapter: the day’s statement', () => {
  it('asks where the day’s trade bill is, downloads it and reads its detail', async () => {
    const url = 'https://dwbillcenter.alipay.com/downloadBillFile.resource?bizType=trade&fileId=1';
    const { agent, sent } = fakeGateway({ code: '10000', msg: 'Success', bill_download_url: url });
    const downloaded: string[] = [];
    const alipay = await alipayWith(agent, async (address) => {
      downloaded.push(address);
      return alipayBillZip(alipayRows);
    });
    const lines = await alipay.statement('2025-03-01');
    expect(sent[0]?.fields.method).toBe('alipay.data.dataservice.bill.downloadurl.query');
    expect(JSON.parse(sent[0]?.fields.biz_content ?? '')).toEqual({ bill_type: 'trade', bill_date: '2025-03-01' });
    expect(downloaded).toEqual([url]);
    expect(lines.map((line) => `${line.kind} ${line.orderNo} ${line.amountCents}`)).toEqual([
      'payment VCE1 6800',
      'refund VCE2 19950',
    ]);
  });

  it('reads a day without trades as an empty statement, and fails on any other refusal', async () => {
    const none = fakeGateway({ code: '40004', msg: 'Business Failed', sub_code: 'isp.bill_not_exist' });
    expect(await (await alipayWith(none.agent)).statement('2025-03-01')).toEqual([]);
    const refused = fakeGateway({ code: '40004', msg: 'Business Failed', sub_code: 'isv.invalid-bill-date' });
    await expect((await alipayWith(refused.agent)).statement('2025-03-01')).rejects.toThrow(/invalid-bill-date/);
  });
});
