import { createHmac, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import { beijingInstant } from '@vce/market-core/calendar';
import { and, eq, gt, gte, isNull, lt, lte } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { sandboxPayments } from '../../db/schema/commerce-payment';
import type { Db } from '../../platform/db';
import { escapeHtml } from '../../platform/dev-page';
import type {
  IncomingNotify,
  NotifyAck,
  PaidNotice,
  PayChannel,
  PaymentChannel,
  PaymentProvider,
  PaymentQuery,
  PaymentRequest,
  RefundAccepted,
  RefundRequest,
  StatementLine,
} from './payment-provider';

/** A notification the sandbox sends as WeChat or Alipay would: a signed POST to the order's notify URL. */
export interface SandboxDelivery {
  url: string;
  headers: Record<string, string>;
  body: string;
}
export type DeliverNotify = (delivery: SandboxDelivery) => Promise<{ status: number; body: string }>;

/** WeChat Pay's retry schedule for unacknowledged notifications (seconds after the previous try). */
const retryDelaysSeconds = [15, 15, 30, 180, 600, 1200, 1800, 1800, 1800, 3600, 10_800, 10_800, 10_800, 21_600, 21_600];
/** Like the real providers, a notification signed more than five minutes ago is refused. */
const MAX_SKEW_SECONDS = 300;

const signatureOf = (secret: string, parts: { timestamp: string; nonce: string; body: string }) =>
  createHmac('sha256', secret).update(`${parts.timestamp}\n${parts.nonce}\n${parts.body}\n`).digest('base64');

/** A sandbox notification's body: a successful payment event, shaped after WeChat Pay's. */
export const sandboxNotifyBody = (notice: PaidNotice) =>
  JSON.stringify({
    id: randomUUID(),
    event_type: 'TRANSACTION.SUCCESS',
    out_trade_no: notice.orderNo,
    amount_cents: notice.amountCents,
    transaction_id: notice.transactionId,
    paid_at: notice.paidAt.toISOString(),
    merchant_id: notice.merchantId,
  });

/** The headers of a signed sandbox notification: what the sandbox sends, and what tests forge or replay. */
export function signSandboxNotify(secret: string, body: string, at = new Date()) {
  const timestamp = String(Math.floor(at.getTime() / 1000));
  const nonce = randomBytes(16).toString('hex');
  return {
    'content-type': 'application/json',
    'x-sandbox-timestamp': timestamp,
    'x-sandbox-nonce': nonce,
    'x-sandbox-signature': signatureOf(secret, { timestamp, nonce, body }),
  };
}

const header = (headers: IncomingNotify['headers'], name: string) => {
  const value = headers[name];
  return typeof value === 'string' ? value : '';
};

/**
 * The builtin payment provider (DESIGN.md §5): WeChat and Alipay orders are paid on a local cashier
 * page (/dev/pay/cashier) where a tester confirms. It keeps its own books (`sandbox_payments`), signs
 * its notifications (HMAC-SHA256 over timestamp, nonce and body, as WeChat Pay v3 lays out its
 * signed message), retries them on WeChat's schedule until acknowledged, and answers order queries.
 */
export function createSandboxPayment(deps: {
  db: Db;
  secret?: string;
  deliver: DeliverNotify;
  log: FastifyBaseLogger;
}) {
  const secret = deps.secret ?? randomBytes(32).toString('hex');
  const { db, log } = deps;

  const noticeOf = (row: typeof sandboxPayments.$inferSelect): PaidNotice => ({
    orderNo: row.orderNo,
    amountCents: row.amountCents,
    transactionId: row.transactionId ?? '',
    paidAt: row.paidAt ?? new Date(),
    merchantId: merchantIdOf(row.channel as PayChannel),
  });

  /** One delivery; true once our server acknowledged it. */
  async function deliver(row: typeof sandboxPayments.$inferSelect): Promise<boolean> {
    const body = sandboxNotifyBody(noticeOf(row));
    const answer = await deps
      .deliver({ url: row.notifyUrl, headers: signSandboxNotify(secret, body), body })
      .catch((err: unknown) => {
        log.warn({ err, orderNo: row.orderNo }, 'payment sandbox: notification not delivered');
        return { status: 0, body: '' };
      });
    const isAcknowledged = answer.status >= 200 && answer.status < 300 && answer.body.includes('"SUCCESS"');
    const attempts = row.notifyAttempts + 1;
    const delay = retryDelaysSeconds[attempts - 1];
    await db
      .update(sandboxPayments)
      .set({
        notifyAttempts: attempts,
        notifiedAt: isAcknowledged ? new Date() : null,
        nextNotifyAt: isAcknowledged || delay === undefined ? null : new Date(Date.now() + delay * 1000),
      })
      .where(eq(sandboxPayments.orderNo, row.orderNo));
    return isAcknowledged;
  }

  const find = async (orderNo: string) =>
    (await db.select().from(sandboxPayments).where(eq(sandboxPayments.orderNo, orderNo)))[0] ?? null;

  const channelOf = (channel: PayChannel): PaymentChannel => ({
    channel,
    merchantId: merchantIdOf(channel),
    async start(request: PaymentRequest) {
      await db
        .insert(sandboxPayments)
        .values({
          orderNo: request.orderNo,
          channel,
          amountCents: request.amountCents,
          subject: request.subject,
          notifyUrl: request.notifyUrl,
          returnUrl: request.returnUrl,
          expiresAt: request.expiresAt,
        })
        .onConflictDoNothing();
      const cashier = new URL('/dev/pay/cashier', request.notifyUrl);
      cashier.searchParams.set('order_id', request.orderNo);
      if (channel === 'wechat') return { channel, codeUrl: cashier.toString() };
      return { channel, form: alipayLikeForm(cashier) };
    },
    async verifyNotify(incoming: IncomingNotify) {
      const timestamp = header(incoming.headers, 'x-sandbox-timestamp');
      const nonce = header(incoming.headers, 'x-sandbox-nonce');
      const given = Buffer.from(header(incoming.headers, 'x-sandbox-signature'));
      const expected = Buffer.from(signatureOf(secret, { timestamp, nonce, body: incoming.rawBody }));
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
      if (Math.abs(Date.now() / 1000 - Number(timestamp)) > MAX_SKEW_SECONDS) return null;
      const event = JSON.parse(incoming.rawBody) as Record<string, unknown>;
      if (event.event_type !== 'TRANSACTION.SUCCESS') return null;
      return {
        orderNo: String(event.out_trade_no),
        amountCents: Number(event.amount_cents),
        transactionId: String(event.transaction_id),
        paidAt: new Date(String(event.paid_at)),
        merchantId: String(event.merchant_id),
      };
    },
    acknowledge: (accepted: boolean): NotifyAck => ({
      status: accepted ? 200 : 500,
      contentType: 'application/json',
      body: JSON.stringify(accepted ? { code: 'SUCCESS', message: '成功' } : { code: 'FAIL', message: '失败' }),
    }),
    async query(orderNo: string): Promise<PaymentQuery> {
      const [row] = await db
        .select()
        .from(sandboxPayments)
        .where(and(eq(sandboxPayments.orderNo, orderNo), eq(sandboxPayments.channel, channel)));
      // Refunded is still paid, as WeChat's REFUND state is: the refund is a matter of its own.
      if (row?.state === 'paid' || row?.state === 'refunded') return { state: 'paid', notice: noticeOf(row) };
      return { state: row?.state === 'closed' ? 'closed' : 'unpaid' };
    },
    async close(orderNo: string) {
      await db
        .update(sandboxPayments)
        .set({ state: 'closed' })
        .where(and(eq(sandboxPayments.orderNo, orderNo), eq(sandboxPayments.state, 'unpaid')));
    },
    async refund(request: RefundRequest): Promise<RefundAccepted> {
      const refundId = refundIdOf(request.refundNo);
      const [refunded] = await db
        .update(sandboxPayments)
        .set({ state: 'refunded', refundNo: request.refundNo, refundedAt: new Date() })
        .where(
          and(
            eq(sandboxPayments.orderNo, request.orderNo),
            eq(sandboxPayments.channel, channel),
            eq(sandboxPayments.state, 'paid'),
            eq(sandboxPayments.amountCents, request.amountCents),
          ),
        )
        .returning();
      if (refunded) return { refundId };
      // Asked again with the same number: the same refund, as the real providers answer.
      const row = await find(request.orderNo);
      if (row?.state === 'refunded' && row.refundNo === request.refundNo) return { refundId };
      throw new Error(`payment sandbox: ${request.orderNo} cannot be refunded (${row?.state ?? 'unknown'})`);
    },
    /** Written from its own books at once, where WeChat and Alipay write theirs the next morning. */
    async statement(day: string): Promise<StatementLine[]> {
      const start = new Date(beijingInstant(day, '00:00'));
      const end = new Date(start.getTime() + 86_400_000);
      const within = (at: typeof sandboxPayments.paidAt | typeof sandboxPayments.refundedAt) =>
        and(gte(at, start), lt(at, end));
      const ofChannel = eq(sandboxPayments.channel, channel);
      const [paid, refunded] = await Promise.all([
        db
          .select()
          .from(sandboxPayments)
          .where(and(ofChannel, within(sandboxPayments.paidAt))),
        db
          .select()
          .from(sandboxPayments)
          .where(and(ofChannel, within(sandboxPayments.refundedAt))),
      ]);
      return [
        ...paid.map((row) => ({
          orderNo: row.orderNo,
          kind: 'payment' as const,
          amountCents: row.amountCents,
          transactionId: row.transactionId ?? '',
        })),
        ...refunded.map((row) => ({
          orderNo: row.orderNo,
          kind: 'refund' as const,
          amountCents: row.amountCents,
          transactionId: refundIdOf(row.refundNo ?? ''),
        })),
      ];
    },
  });

  const channels = { wechat: channelOf('wechat'), alipay: channelOf('alipay') };
  const sandbox = {
    name: 'sandbox' as const,
    channel: (channel: PayChannel) => channels[channel],

    /** What the cashier page shows for an order, or null when the sandbox was never asked to collect it. */
    find,

    /**
     * The tester pays (the cashier's 确认支付): the payment is recorded, then notified at once; a
     * notification that is not acknowledged is retried by `deliverDue`. Expired or closed: refused.
     * `loseNotice` pays without notifying ever (the order's query still finds it, as at a real provider).
     */
    async confirm(orderNo: string, options: { loseNotice?: boolean } = {}): Promise<'paid' | 'closed' | 'unknown'> {
      const [paid] = await db
        .update(sandboxPayments)
        .set({
          state: 'paid',
          paidAt: new Date(),
          transactionId: `SANDBOX${Date.now()}${randomBytes(4).toString('hex')}`,
          // Due for a retry in case this process dies before its first delivery is acknowledged.
          nextNotifyAt: options.loseNotice ? null : new Date(Date.now() + retryDelaysSeconds[0]! * 1000),
        })
        .where(
          and(
            eq(sandboxPayments.orderNo, orderNo),
            eq(sandboxPayments.state, 'unpaid'),
            gt(sandboxPayments.expiresAt, new Date()),
          ),
        )
        .returning();
      if (paid) {
        if (!options.loseNotice) await deliver(paid);
        return 'paid';
      }
      const row = await find(orderNo);
      if (!row) return 'unknown';
      return row.state === 'paid' ? 'paid' : 'closed';
    },

    /** Retries the notifications that are due (run on the elected leader). */
    async deliverDue() {
      const due = await db
        .select()
        .from(sandboxPayments)
        .where(and(lte(sandboxPayments.nextNotifyAt, new Date()), isNull(sandboxPayments.notifiedAt)))
        .limit(100);
      for (const row of due) await deliver(row);
    },
  };
  return sandbox satisfies PaymentProvider;
}

export type SandboxPayment = ReturnType<typeof createSandboxPayment>;

const merchantIdOf = (channel: PayChannel) => `sandbox-${channel}`;
const refundIdOf = (refundNo: string) => `SANDBOXREFUND-${refundNo}`;

/** The shape of Alipay's page-pay answer: a form that submits itself to the cashier. */
const alipayLikeForm = (cashier: URL) =>
  `<form id="alipaysubmit" name="alipaysubmit" action="${cashier.origin}${cashier.pathname}" method="GET">` +
  [...cashier.searchParams]
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
    .join('') +
  `<input type="submit" value="前往沙箱支付" style="display:none"></form>` +
  `<script>document.forms['alipaysubmit'].submit();</script>`;
