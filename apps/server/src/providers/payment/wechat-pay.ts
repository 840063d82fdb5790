import { createDecipheriv, createHash } from 'node:crypto';
import { readWechatTradeBill } from './bill-files';
import { isSigned, parseJson, type WechatPayPublicKey } from './wechat-pay-signature';
import type { IncomingNotify, PaidNotice, PaymentChannel, PaymentQuery } from './payment-provider';

/** What the SDK hands back for a call: the HTTP status and the parsed answer (`error` when not 2xx). */
export interface WechatPayReply {
  status: number;
  data?: unknown;
  error?: unknown;
}

export interface WechatPayNativeOrder {
  description: string;
  out_trade_no: string;
  time_expire: string;
  notify_url: string;
  amount: { total: number; currency: 'CNY' };
}

/** The part of the wechatpay-node-v3 client this adapter uses; the SDK adds appid and mchid and signs each call. */
export interface WechatPayClient {
  transactions_native(order: WechatPayNativeOrder): Promise<WechatPayReply>;
  query(by: { out_trade_no: string }): Promise<WechatPayReply>;
  close(outTradeNo: string): Promise<WechatPayReply>;
  /** POST /v3/refund/domestic/refunds. */
  refunds(refund: WechatPayRefund): Promise<WechatPayReply>;
  /** GET /v3/bill/tradebill: where a day's trade bill can be downloaded, and its hash. */
  tradebill(params: { bill_date: string; bill_type: 'ALL' }): Promise<WechatPayReply>;
  /** GET the bill at the download_url tradebill answered: its bytes (`data` a Buffer). */
  downloadBill(downloadUrl: string): Promise<WechatPayReply>;
}

export interface WechatPayRefund {
  out_trade_no: string;
  out_refund_no: string;
  reason: string;
  amount: { refund: number; total: number; currency: 'CNY' };
}

/** WeChat takes a refund reason of at most 80 characters. */
const MAX_REFUND_REASON = 80;

export interface WechatPaySettings {
  mchId: string;
  /** The APIv3 key: AES-256-GCM key of the notifications' `resource`. */
  apiV3Key: string;
  publicKey: WechatPayPublicKey;
  now?: () => number;
}

interface Transaction {
  mchid?: unknown;
  out_trade_no?: unknown;
  transaction_id?: unknown;
  trade_state?: unknown;
  success_time?: unknown;
  amount?: { total?: unknown };
}

/**
 * WeChat Pay API v3, Native payment (扫码支付) in the WeChat Pay public key mode. Requests go through the
 * wechatpay-node-v3 SDK, which builds and signs them. The SDK cannot verify notifications in this mode (it
 * only knows platform certificates downloaded from /v3/certificates, and checks no timestamp) and its
 * `decipher_gcm` never checks the GCM tag, so verifying and decrypting use node:crypto here.
 */
export function createWechatPay(client: WechatPayClient, settings: WechatPaySettings): PaymentChannel {
  const now = settings.now ?? Date.now;
  return {
    channel: 'wechat',
    merchantId: settings.mchId,
    async start(request) {
      if (!Number.isInteger(request.amountCents) || request.amountCents <= 0)
        throw new Error(`WeChat Pay needs a positive whole number of cents, not ${request.amountCents}`);
      const reply = await client.transactions_native({
        description: request.subject,
        out_trade_no: request.orderNo,
        time_expire: toShanghaiRfc3339(request.expiresAt),
        notify_url: request.notifyUrl,
        amount: { total: request.amountCents, currency: 'CNY' },
      });
      const codeUrl = (expectOk(reply, 'native order') as { code_url?: unknown } | undefined)?.code_url;
      if (typeof codeUrl !== 'string') throw new Error('WeChat Pay answered a native order without code_url');
      return { channel: 'wechat', codeUrl };
    },
    async verifyNotify(incoming) {
      const signed = {
        timestamp: header(incoming, 'wechatpay-timestamp'),
        nonce: header(incoming, 'wechatpay-nonce'),
        signature: header(incoming, 'wechatpay-signature'),
        serial: header(incoming, 'wechatpay-serial'),
        body: incoming.rawBody,
      };
      if (!isSigned(settings.publicKey, now, signed)) return null;
      const event = parseJson(incoming.rawBody) as { event_type?: unknown; resource?: EncryptedResource } | undefined;
      if (event?.event_type !== 'TRANSACTION.SUCCESS' || event.resource?.algorithm !== 'AEAD_AES_256_GCM') return null;
      const transaction = decryptResource(settings.apiV3Key, event.resource) as Transaction | null;
      return transaction?.trade_state === 'SUCCESS' ? readPaidTransaction(transaction) : null;
    },
    acknowledge(accepted) {
      return accepted
        ? { status: 200, contentType: 'application/json', body: JSON.stringify({ code: 'SUCCESS', message: '成功' }) }
        : { status: 500, contentType: 'application/json', body: JSON.stringify({ code: 'FAIL', message: '失败' }) };
    },
    async query(orderNo): Promise<PaymentQuery> {
      const reply = await client.query({ out_trade_no: orderNo });
      // ORDER_NOT_EXIST: the order never reached WeChat Pay, so it cannot have been paid.
      if (reply.status === 404) return { state: 'unpaid' };
      const transaction = expectOk(reply, 'order query') as Transaction | undefined;
      switch (transaction?.trade_state) {
        // REFUND: it was paid, and the refund is a separate matter of ours.
        case 'SUCCESS':
        case 'REFUND': {
          const notice = readPaidTransaction(transaction);
          if (!notice) throw new Error(`WeChat Pay reported order ${orderNo} paid without its payment details`);
          return { state: 'paid', notice };
        }
        case 'NOTPAY':
        case 'USERPAYING':
        case 'PAYERROR':
          return { state: 'unpaid' };
        case 'CLOSED':
        case 'REVOKED':
          return { state: 'closed' };
        default:
          throw new Error(`WeChat Pay reported order ${orderNo} in unknown state ${String(transaction?.trade_state)}`);
      }
    },
    async close(orderNo) {
      expectOk(await client.close(orderNo), 'order close');
    },
    async refund(request) {
      for (const cents of [request.amountCents, request.totalCents])
        if (!Number.isInteger(cents) || cents <= 0)
          throw new Error(`WeChat Pay needs a positive whole number of cents, not ${cents}`);
      const reply = await client.refunds({
        out_trade_no: request.orderNo,
        out_refund_no: request.refundNo,
        reason: [...request.reason].slice(0, MAX_REFUND_REASON).join(''),
        amount: { refund: request.amountCents, total: request.totalCents, currency: 'CNY' },
      });
      const refund = expectOk(reply, 'refund') as { refund_id?: unknown; status?: unknown } | undefined;
      // PROCESSING: taken, the money is on its way; CLOSED or ABNORMAL: it did not reach the payer.
      if (refund?.status !== 'SUCCESS' && refund?.status !== 'PROCESSING')
        throw new Error(`WeChat Pay did not make the refund: ${String(refund?.status)}`);
      if (typeof refund.refund_id !== 'string') throw new Error('WeChat Pay answered a refund without refund_id');
      return { refundId: refund.refund_id };
    },
    async statement(day) {
      const reply = await client.tradebill({ bill_date: day, bill_type: 'ALL' });
      // No trade that day: WeChat Pay writes no bill.
      if ((reply.error as { code?: unknown } | undefined)?.code === 'NO_STATEMENT_EXIST') return [];
      const bill = expectOk(reply, 'trade bill') as { download_url?: unknown; hash_value?: unknown } | undefined;
      if (typeof bill?.download_url !== 'string')
        throw new Error('WeChat Pay answered a trade bill without its address');
      const file = expectOk(await client.downloadBill(bill.download_url), 'bill download');
      if (!Buffer.isBuffer(file)) throw new Error('WeChat Pay answered the bill download without a file');
      // The file is not signed: its SHA1, which the signed tradebill answer gave, vouches for it.
      if (createHash('sha1').update(file).digest('hex') !== String(bill.hash_value).toLowerCase())
        throw new Error(`WeChat Pay's bill of ${day} does not match its hash`);
      return readWechatTradeBill(file.toString('utf8'));
    },
  };
}

function header(incoming: IncomingNotify, name: string) {
  const found = Object.entries(incoming.headers).find(([key]) => key.toLowerCase() === name)?.[1];
  return Array.isArray(found) ? found[0] : found;
}

function readPaidTransaction(t: Transaction): PaidNotice | null {
  const paidAt = typeof t.success_time === 'string' ? new Date(t.success_time) : null;
  const total = t.amount?.total;
  if (typeof t.out_trade_no !== 'string' || typeof t.transaction_id !== 'string' || typeof t.mchid !== 'string')
    return null;
  if (!Number.isSafeInteger(total) || !paidAt || Number.isNaN(paidAt.getTime())) return null;
  return {
    orderNo: t.out_trade_no,
    amountCents: total as number,
    transactionId: t.transaction_id,
    paidAt,
    merchantId: t.mchid,
  };
}

function decryptResource(apiV3Key: string, resource: EncryptedResource): unknown {
  try {
    const sealed = Buffer.from(String(resource.ciphertext), 'base64');
    const decipher = createDecipheriv(
      'aes-256-gcm',
      Buffer.from(apiV3Key, 'utf8'),
      Buffer.from(String(resource.nonce)),
    );
    decipher.setAuthTag(sealed.subarray(sealed.length - 16));
    decipher.setAAD(Buffer.from(String(resource.associated_data ?? '')));
    // final() is what checks the tag: a resource sealed with another key throws here.
    const plain = Buffer.concat([decipher.update(sealed.subarray(0, sealed.length - 16)), decipher.final()]);
    return parseJson(plain.toString('utf8')) ?? null;
  } catch {
    return null;
  }
}

interface EncryptedResource {
  algorithm?: unknown;
  ciphertext?: unknown;
  nonce?: unknown;
  associated_data?: unknown;
}

function expectOk(reply: WechatPayReply, what: string) {
  if (reply.status >= 200 && reply.status < 300) return reply.data;
  const error = (reply.error ?? {}) as { code?: unknown; message?: unknown };
  throw new Error(
    `WeChat Pay refused the ${what}: HTTP ${reply.status} ${String(error.code ?? '')} ${String(error.message ?? '')}`.trim(),
  );
}

/** RFC 3339 in Beijing time (2024-05-01T12:30:00+08:00); China keeps UTC+8 all year, so the offset is fixed. */
export function toShanghaiRfc3339(date: Date) {
  return `${new Date(date.getTime() + 8 * 3600_000).toISOString().slice(0, 19)}+08:00`;
}
