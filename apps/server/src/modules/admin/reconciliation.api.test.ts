import { Code } from '@vce/contract/codes';
import { msg } from '@vce/contract/messages';
import { beijingDate, beijingInstant } from '@vce/market-core/calendar';
import { desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { adminAudit } from '../../db/schema/admin';
import { orders, sandboxPayments } from '../../db/schema/commerce-payment';
import type { SandboxPayment } from '../../providers/payment/sandbox-payment';
import { consoleTestApp, createStaff } from '../../test/admin';
import { createUser } from '../../test/harness';
import { monthlyVipId } from '../../test/money';
import { reconcileYesterday } from '../commerce/payment/reconciliation-service';

const suite = consoleTestApp(['finance']);
const today = beijingDate(Date.now());

const sandbox = () => suite.app.payment as SandboxPayment;
const run = (day: string, channel: 'wechat' | 'alipay' = 'wechat') =>
  suite.call('/api/admin/reconciliation/run', suite.tokens.finance, { day, channel });

/** An order paid through a channel at the sandbox's cashier, as a buyer pays it. */
async function paid(token: string, what: 'recharge' | 'vip', channel: 'wechat' | 'alipay' = 'wechat') {
  const started =
    what === 'vip'
      ? await suite.call('/api/user/paySuperVip', token, {
          level_id: await monthlyVipId(suite.app),
          pay_type: channel,
          pay_from: 'web',
        })
      : await suite.call('/api/finance/recharge', token, { amount: '50', pay_type: channel, pay_from: 'scan' });
  expect(started).toMatchObject({ code: Code.SUCCESS });
  expect(await sandbox().confirm(started.data.order_id)).toBe('paid');
  return started.data.order_id as string;
}

describe('reconciling a day with the provider’s statement', () => {
  it('balances when both sides booked the same payments and refunds, and names each difference otherwise', async () => {
    const { token } = await createUser(suite.app);
    await paid(token, 'recharge');
    const refunded = await paid(token, 'vip');
    expect(
      await suite.call('/api/admin/orders/refund', (await createStaff(suite.app, ['finance'])).token, {
        order_no: refunded,
        reason: '用户误购',
      }),
    ).toMatchObject({ code: Code.SUCCESS, data: { state: 'refunded' } });

    const balanced = await run(today);
    expect(balanced).toMatchObject({
      code: Code.SUCCESS,
      data: {
        day: today,
        channel: 'wechat',
        state: 'balanced',
        ours_count: 3,
        provider_count: 3,
        ours_net: '50.00',
        provider_net: '50.00',
        differences: 0,
      },
    });
    expect((await run(today, 'alipay')).data).toMatchObject({ state: 'balanced', ours_count: 0, provider_count: 0 });

    // Paid at the provider, but its notification never reached us: our order still waits.
    const lost = (
      await suite.call('/api/finance/recharge', token, { amount: '30', pay_type: 'wechat', pay_from: 'scan' })
    ).data.order_id as string;
    expect(await sandbox().confirm(lost, { loseNotice: true })).toBe('paid');
    // Marked paid on our side with no payment at the provider.
    const unbacked = (
      await suite.call('/api/finance/recharge', token, { amount: '20', pay_type: 'wechat', pay_from: 'scan' })
    ).data.order_id as string;
    await suite.app.db.update(orders).set({ state: 'paid', paidAt: new Date() }).where(eq(orders.orderNo, unbacked));
    // The provider took another amount than the order's.
    const short = await paid(token, 'recharge');
    await suite.app.db.update(sandboxPayments).set({ amountCents: 4990 }).where(eq(sandboxPayments.orderNo, short));

    const found = await run(today);
    expect(found.data).toMatchObject({ state: 'differences', ours_count: 5, provider_count: 5, differences: 3 });
    expect(found.data.ours_net).toBe('120.00');
    expect(found.data.provider_net).toBe('129.90');
    const shown = await suite.call('/api/admin/reconciliation/show', suite.tokens.finance, { id: found.data.id });
    expect(shown.data.difference_list).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          order_no: lost,
          kind: 'payment',
          difference: 'provider_only',
          ours_amount: '',
          provider_amount: '30.00',
          provider_transaction_id: expect.stringMatching(/^SANDBOX/),
          order: expect.objectContaining({ state: 'pending' }),
        }),
        expect.objectContaining({
          order_no: unbacked,
          difference: 'ours_only',
          ours_amount: '20.00',
          provider_amount: '',
        }),
        expect.objectContaining({
          order_no: short,
          difference: 'amount',
          ours_amount: '50.00',
          provider_amount: '49.90',
        }),
      ]),
    );
    expect(shown.data.difference_list).toHaveLength(3);

    // Settled: the lost payment is asked of the provider and applied; the next run replaces the last.
    expect((await suite.call('/api/common/checkOrderPay', token, { order_id: lost, type: 3 })).data).toMatchObject({
      state: 'paid',
    });
    const again = await run(today);
    expect(again.data).toMatchObject({ id: found.data.id, differences: 2 });
    expect(
      (await suite.call('/api/admin/reconciliation/show', suite.tokens.finance, { id: found.data.id })).data
        .difference_list,
    ).toHaveLength(2);

    const [audit] = await suite.app.db
      .select()
      .from(adminAudit)
      .where(eq(adminAudit.call, '/api/admin/reconciliation/run'))
      .orderBy(desc(adminAudit.id))
      .limit(1);
    expect(audit).toMatchObject({
      role: 'finance',
      target: String(found.data.id),
      after: { day: today, state: 'differences', differences: 2 },
    });
  });

  it('keeps one outcome per day and channel when finance runs it several times at once', async () => {
    const day = beijingDate(Date.now() - 3 * 86_400_000);
    const answers = await Promise.all(Array.from({ length: 4 }, () => run(day, 'alipay')));
    expect(new Set(answers.map((answer) => answer.data.id)).size).toBe(1);
    const listed = await suite.call('/api/admin/reconciliation/list', suite.tokens.finance, { from: day, to: day });
    expect(listed.data).toMatchObject({ total: 1 });
  });

  it('records a day the provider gave no statement for, and why; the leader tries it again an hour later', async () => {
    const alipay = suite.app.payment.channel('alipay');
    const statement = alipay.statement;
    alipay.statement = () => Promise.reject(new Error('Alipay refused the bill query: 40004 isp.unknow-error'));
    try {
      const morning = beijingInstant(today, '09:00');
      await reconcileYesterday(suite.app, morning);
      const yesterday = beijingDate(morning - 86_400_000);
      const listOf = async () =>
        (await suite.call('/api/admin/reconciliation/list', suite.tokens.finance, { from: yesterday, to: yesterday }))
          .data.list;
      expect(await listOf()).toEqual([]);

      await reconcileYesterday(suite.app, beijingInstant(today, '10:30'));
      expect(await listOf()).toEqual([
        expect.objectContaining({ channel: 'wechat', state: 'balanced' }),
        expect.objectContaining({
          channel: 'alipay',
          state: 'failed',
          error: expect.stringContaining('isp.unknow-error'),
        }),
      ]);
      const failed = (await listOf())[1];
      alipay.statement = statement;
      await reconcileYesterday(suite.app, beijingInstant(today, '10:50'));
      expect((await listOf())[1]).toEqual(failed);
      await reconcileYesterday(suite.app, beijingInstant(today, '11:31'));
      expect((await listOf())[1]).toMatchObject({ state: 'balanced', error: '' });
    } finally {
      alipay.statement = statement;
    }
  });

  it('refuses a day still to come, an unknown record, and a channel without a provider', async () => {
    expect(await run(beijingDate(Date.now() + 2 * 86_400_000))).toMatchObject({
      code: Code.FAIL,
      msg: msg.reconciliationFutureDay,
    });
    expect(await suite.call('/api/admin/reconciliation/show', suite.tokens.finance, { id: 999_999 })).toMatchObject({
      msg: msg.reconciliationUnknown,
    });
    expect(
      await suite.call('/api/admin/reconciliation/run', suite.tokens.finance, { day: today, channel: 'money' }),
    ).toMatchObject({
      code: Code.FAIL,
      msg: expect.stringContaining('支付渠道须为wechat或alipay'),
    });
  });
});
