import type { KeyObject } from 'node:crypto';
import type { AlipaySdkConfig } from 'alipay-sdk';
import { readAlipayTradeBill, yuanToCents } from './bill-files';
import type { PaidNotice, PaymentChannel, PaymentQuery } from './payment-provider';

/** An answer of the Alipay gateway (snake_case, as documented): `code` 10000 is success. */
export interface AlipayAnswer {
  code: string;
  msg?: string;
  sub_code?: string;
  sub_msg?: string;
  [field: string]: unknown;
}

/** The part of the alipay-sdk client this adapter uses; the SDK signs requests and checks signatures. */
export interface AlipayClient {
  pageExecute(method: string, httpMethod: 'POST', params: Record<string, unknown>): string;
  exec(method: string, params: Record<string, unknown>, options: { validateSign: boolean }): Promise<AlipayAnswer>;
  /** Verifies a notification's `sign` with the Alipay public key, without decoding the values again. */
  checkNotifySignV2(fields: Record<string, string>): boolean;
}

export interface AlipaySettings {
  appId: string;
  /** Fetches a bill file from the address Alipay gave (its own OSS host, unsigned, valid 30 seconds). */
  download?: (url: string) => Promise<Uint8Array>;
  now?: () => number;
}

/** Only these trade states mean the buyer's money arrived (TRADE_FINISHED: paid, and no longer refundable). */
const paidStates = ['TRADE_SUCCESS', 'TRADE_FINISHED'];

/**
 * Alipay page pay (电脑网站支付, alipay.trade.page.pay) through the alipay-sdk client: an auto-submitting
 * form that opens Alipay's cashier, RSA2-signed form notifications, and the trade query and close calls.
 */
export function createAlipay(client: AlipayClient, settings: AlipaySettings): PaymentChannel {
  const now = settings.now ?? Date.now;
  // The SDK stamps requests with the server's local time; Alipay reads it as Beijing time.
  const timestamp = () => toShanghaiDateTime(new Date(now()));

  async function call(method: string, orderNo: string) {
    return client.exec(
      method,
      { bizContent: { out_trade_no: orderNo }, timestamp: timestamp() },
      // The answer says whether an order was paid: it must carry Alipay's signature.
      { validateSign: true },
    );
  }

  return {
    channel: 'alipay',
    merchantId: settings.appId,
    async start(request) {
      const form = client.pageExecute('alipay.trade.page.pay', 'POST', {
        bizContent: {
          out_trade_no: request.orderNo,
          total_amount: centsToYuan(request.amountCents),
          subject: request.subject,
          product_code: 'FAST_INSTANT_TRADE_PAY',
          time_expire: toShanghaiDateTime(request.expiresAt),
        },
        notify_url: request.notifyUrl,
        return_url: request.returnUrl,
        timestamp: timestamp(),
      });
      return { channel: 'alipay', form };
    },
    async verifyNotify(incoming) {
      const fields = Object.fromEntries(new URLSearchParams(incoming.rawBody));
      if (!fields.sign || !client.checkNotifySignV2(fields)) return null;
      if (!paidStates.includes(fields.trade_status ?? '')) return null;
      return readPaidTrade(fields, fields.gmt_payment, fields.app_id);
    },
    acknowledge(accepted) {
      // Alipay retries (over about 25 hours) until it reads exactly `success`.
      return { status: 200, contentType: 'text/plain', body: accepted ? 'success' : 'failure' };
    },
    async query(orderNo): Promise<PaymentQuery> {
      const answer = await call('alipay.trade.query', orderNo);
      // A page-pay trade exists at Alipay only once the buyer opened the cashier: until then, unpaid.
      if (answer.sub_code === 'ACQ.TRADE_NOT_EXIST') return { state: 'unpaid' };
      expectSuccess(answer, 'trade query');
      const state = String(answer.trade_status);
      if (paidStates.includes(state)) {
        // The answer names no app: it is ours, since we asked with our app's key and Alipay signed it.
        const notice = readPaidTrade(answer, answer.send_pay_date, settings.appId);
        if (!notice) throw new Error(`Alipay reported trade ${orderNo} paid without its payment details`);
        return { state: 'paid', notice };
      }
      if (state === 'WAIT_BUYER_PAY') return { state: 'unpaid' };
      // Also a trade refunded in full.
      if (state === 'TRADE_CLOSED') return { state: 'closed' };
      throw new Error(`Alipay reported trade ${orderNo} in unknown state ${state}`);
    },
    async close(orderNo) {
      const answer = await call('alipay.trade.close', orderNo);
      // Never opened at Alipay: nothing to close, and time_expire stops a late payment.
      if (answer.sub_code === 'ACQ.TRADE_NOT_EXIST') return;
      expectSuccess(answer, 'trade close');
    },
    async refund(request) {
      const answer = await client.exec(
        'alipay.trade.refund',
        {
          bizContent: {
            out_trade_no: request.orderNo,
            refund_amount: centsToYuan(request.amountCents),
            out_request_no: request.refundNo,
            refund_reason: request.reason,
          },
          timestamp: timestamp(),
        },
        { validateSign: true },
      );
      // Asked again with the same out_request_no, Alipay answers success with fund_change N: the
      // refund was made by the first ask.
      expectSuccess(answer, 'trade refund');
      if (typeof answer.trade_no !== 'string') throw new Error('Alipay answered a refund without trade_no');
      return { refundId: answer.trade_no };
    },
    async statement(day) {
      const answer = await client.exec(
        'alipay.data.dataservice.bill.downloadurl.query',
        { bizContent: { bill_type: 'trade', bill_date: day }, timestamp: timestamp() },
        { validateSign: true },
      );
      // No trade that day: Alipay writes no bill.
      if (answer.sub_code === 'isp.bill_not_exist') return [];
      expectSuccess(answer, 'bill query');
      if (typeof answer.bill_download_url !== 'string')
        throw new Error('Alipay answered a bill query without its address');
      return readAlipayTradeBill(await (settings.download ?? downloadFile)(answer.bill_download_url));
    },
  };
}

async function downloadFile(url: string) {
  const response = await fetch(url, { signal: AbortSignal.timeout(30_000) });
  if (!response.ok) throw new Error(`Alipay's bill file answered HTTP ${response.status}`);
  return new Uint8Array(await response.arrayBuffer());
}

function readPaidTrade(fields: Record<string, unknown>, paidAtText: unknown, merchantId: unknown): PaidNotice | null {
  const amountCents = yuanToCents(fields.total_amount);
  const paidAt = fromShanghaiDateTime(paidAtText);
  const { out_trade_no: orderNo, trade_no: transactionId } = fields;
  if (typeof orderNo !== 'string' || typeof transactionId !== 'string' || typeof merchantId !== 'string') return null;
  if (amountCents === null || !paidAt) return null;
  return { orderNo, amountCents, transactionId, paidAt, merchantId };
}

function expectSuccess(answer: AlipayAnswer, what: string) {
  if (answer.code !== '10000')
    throw new Error(
      `Alipay refused the ${what}: ${answer.code} ${answer.sub_code ?? ''} ${answer.sub_msg ?? ''}`.trim(),
    );
}

/** Yuan with two decimals from whole cents (12880 → "128.80"), in integers: no float rounding. */
export function centsToYuan(cents: number) {
  if (!Number.isSafeInteger(cents) || cents <= 0)
    throw new Error(`Alipay needs a positive whole number of cents, not ${cents}`);
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}

/** "yyyy-MM-dd HH:mm:ss" in Beijing time; China keeps UTC+8 all year, so the offset is fixed. */
export function toShanghaiDateTime(date: Date) {
  return new Date(date.getTime() + 8 * 3600_000).toISOString().slice(0, 19).replace('T', ' ');
}

function fromShanghaiDateTime(text: unknown): Date | null {
  if (typeof text !== 'string' || !/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/.test(text)) return null;
  const date = new Date(`${text.replace(' ', 'T')}+08:00`);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** The SDK client, loaded only when the real payment provider is chosen. */
export async function createAlipaySdkClient(options: {
  appId: string;
  /** Our application's private key (应用私钥). */
  privateKey: KeyObject;
  /** Alipay's public key (支付宝公钥), not our application's. */
  alipayPublicKey: KeyObject;
  gateway: string;
  /** The SDK's HTTP dispatcher (urllib), replaced in tests. */
  dispatcher?: AlipaySdkConfig['proxyAgent'];
}): Promise<AlipayClient> {
  const { AlipaySdk } = await import('alipay-sdk');
  return new AlipaySdk({
    appId: options.appId,
    // Handed over as PKCS8 PEM whatever the file held (Alipay's key tool writes bare PKCS1 or PKCS8).
    privateKey: options.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    keyType: 'PKCS8',
    alipayPublicKey: options.alipayPublicKey.export({ type: 'spki', format: 'pem' }).toString(),
    signType: 'RSA2',
    gateway: options.gateway,
    // Alipay's own field names, as in its documentation and in the notifications.
    camelcase: false,
    timeout: 10_000,
    proxyAgent: options.dispatcher,
  });
}
