import { Code } from '@vce/contract/codes';
import { msg } from '@vce/contract/messages';
import { desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { adminAudit } from '../../db/schema/admin';
import { orders, sandboxPayments } from '../../db/schema/commerce-payment';
import type { SandboxPayment } from '../../providers/payment/sandbox-payment';
import { consoleTestApp } from '../../test/admin';
import { createUser } from '../../test/harness';
import { buyMonthlyVip, givePayPassword, ledgerCheck, monthlyVipId, sandboxSecret } from '../../test/money';

const suite = consoleTestApp(['finance'], { PAYMENT_SANDBOX_SECRET: sandboxSecret });

const DAY_MS = 86_400_000;
const vipEndOf = async (token: string) =>
  (await suite.call('/api/user/index', token)).data.userinfo.level.levelExpirationTime;
const refundOf = (orderNo: string, reason = '用户误购，协商退款') =>
  suite.call('/api/admin/orders/refund', suite.tokens.finance, { order_no: orderNo, reason });

/** A VIP月卡 paid by WeChat at the sandbox's cashier. */
async function buyVipByWechat(token: string) {
  const started = await suite.call('/api/user/paySuperVip', token, {
    level_id: await monthlyVipId(suite.app),
    pay_type: 'wechat',
    pay_from: 'web',
  });
  expect(started).toMatchObject({ code: Code.SUCCESS });
  expect(await (suite.app.payment as SandboxPayment).confirm(started.data.order_id)).toBe('paid');
  return started.data.order_id as string;
}

describe('refunds', () => {
  it('refunds a WeChat VIP order once under concurrent clicks: the provider repays, the membership ends 30 days sooner', async () => {
    const member = await createUser(suite.app);
    const orderNo = await buyVipByWechat(member.token);
    const paidEnd = await vipEndOf(member.token);
    expect(paidEnd * 1000).toBeGreaterThan(Date.now() + 29 * DAY_MS);

    const answers = await Promise.all(Array.from({ length: 5 }, () => refundOf(orderNo)));
    const succeeded = answers.filter((answer) => answer.code === Code.SUCCESS);
    expect(succeeded).toHaveLength(1);
    for (const answer of answers.filter((one) => one.code !== Code.SUCCESS)) {
      expect(answer.code).toBe(Code.FAIL);
      expect([msg.orderRefunded, msg.orderRefunding]).toContain(answer.msg);
    }
    expect(succeeded[0].data).toMatchObject({
      order_no: orderNo,
      state: 'refunded',
      refund_reason: '用户误购，协商退款',
      refund_id: `SANDBOXREFUND-R${orderNo}`,
      provider: { state: 'paid', amount: '68.00' },
    });

    // The member's card follows at once: no membership left.
    const info = (await suite.call('/api/user/index', member.token)).data.userinfo;
    expect(info.is_vip).toBe(0);
    const [books] = await suite.app.db.select().from(sandboxPayments).where(eq(sandboxPayments.orderNo, orderNo));
    expect(books).toMatchObject({ state: 'refunded', refundNo: `R${orderNo}` });
    const audit = await suite.app.db
      .select()
      .from(adminAudit)
      .where(eq(adminAudit.call, '/api/admin/orders/refund'))
      .orderBy(desc(adminAudit.id));
    expect(audit.filter((row) => row.target === orderNo)).toHaveLength(1);
    expect(audit[0]).toMatchObject({ role: 'finance', before: { state: 'paid' }, after: { state: 'refunded' } });
  });

  it('moves a running membership back by the refunded package only', async () => {
    const member = await createUser(suite.app);
    await buyVipByWechat(member.token);
    const second = await buyVipByWechat(member.token);
    const end = await vipEndOf(member.token);
    expect(await refundOf(second)).toMatchObject({ code: Code.SUCCESS });
    expect(await vipEndOf(member.token)).toBe(end - 30 * 86_400);
  });

  it('keeps an order the provider did not take as 退款中, and asks again with the same refund number', async () => {
    const member = await createUser(suite.app);
    const orderNo = await buyVipByWechat(member.token);
    const books = () => suite.app.db.select().from(sandboxPayments).where(eq(sandboxPayments.orderNo, orderNo));
    // The provider's books disagree on the amount: it refuses the refund.
    await suite.app.db.update(sandboxPayments).set({ amountCents: 1 }).where(eq(sandboxPayments.orderNo, orderNo));
    expect(await refundOf(orderNo)).toMatchObject({ code: Code.FAIL, msg: msg.refundProviderFailed });
    expect(
      (await suite.call('/api/admin/orders/show', suite.tokens.finance, { order_no: orderNo })).data,
    ).toMatchObject({
      state: 'refunding',
      refund_id: '',
    });
    expect((await suite.call('/api/user/index', member.token)).data.userinfo.is_vip).toBe(0);
    // Asked again at once: the earlier ask may still be under way.
    expect(await refundOf(orderNo)).toMatchObject({ msg: msg.orderRefunding });

    await suite.app.db.update(sandboxPayments).set({ amountCents: 6800 }).where(eq(sandboxPayments.orderNo, orderNo));
    await suite.app.db
      .update(orders)
      .set({ refundAttemptAt: new Date(Date.now() - 60_000) })
      .where(eq(orders.orderNo, orderNo));
    const end = await vipEndOf(member.token);
    expect(await refundOf(orderNo)).toMatchObject({ code: Code.SUCCESS, data: { state: 'refunded' } });
    expect((await books())[0]).toMatchObject({ state: 'refunded', refundNo: `R${orderNo}` });
    // The goods were taken back once, by the first ask.
    expect(await vipEndOf(member.token)).toBe(end);
  });

  it('returns a balance payment to the V券 balance, with a refund row on the bill', async () => {
    const member = await createUser(suite.app);
    const orderNo = await buyMonthlyVip(suite.app, member);
    expect(await ledgerCheck(suite.app, member.user.id)).toMatchObject({ balance: 0 });
    const answer = await refundOf(orderNo);
    expect(answer.data).toMatchObject({ state: 'refunded', refund_id: '', provider: { state: 'none' } });
    expect(answer.data.ledger).toEqual([
      expect.objectContaining({ currency: 'vq', amount: '-68.00', kind: 'purchase' }),
      expect.objectContaining({ currency: 'vq', amount: '68.00', kind: 'refund' }),
    ]);
    expect(await ledgerCheck(suite.app, member.user.id)).toEqual({ balance: 6800, sum: 6800, last: 6800 });
    expect((await suite.call('/api/user/index', member.token)).data.userinfo.is_vip).toBe(0);
  });

  it('refuses a recharge already spent, and what is not paid; nothing changes', async () => {
    const member = await createUser(suite.app);
    const recharge = await suite.call('/api/finance/recharge', member.token, { amount: '68', pay_type: 'alipay' });
    await (suite.app.payment as SandboxPayment).confirm(recharge.data.order_id);
    const [beforeSpend] = await suite.app.db.select().from(orders).where(eq(orders.orderNo, recharge.data.order_id));
    expect(beforeSpend!.state).toBe('paid');
    // Spent on a membership: the V券 cannot go back.
    await suite.call('/api/user/paySuperVip', member.token, {
      level_id: await monthlyVipId(suite.app),
      pay_type: 'money',
      pay_from: 'web',
      pay_password: await givePayPassword(suite.app, member.token),
    });
    expect(await refundOf(recharge.data.order_id)).toMatchObject({ code: Code.FAIL, msg: msg.refundRechargeSpent });
    const [after] = await suite.app.db.select().from(orders).where(eq(orders.orderNo, recharge.data.order_id));
    expect(after).toEqual(beforeSpend);
    const [books] = await suite.app.db
      .select()
      .from(sandboxPayments)
      .where(eq(sandboxPayments.orderNo, recharge.data.order_id));
    expect(books!.state).toBe('paid');

    const pending = await suite.call('/api/finance/recharge', member.token, { amount: '10', pay_type: 'wechat' });
    expect(await refundOf(pending.data.order_id)).toMatchObject({ msg: msg.orderNotRefundable });
    expect(await refundOf('V000')).toMatchObject({ msg: msg.orderUnknown });
    expect(await refundOf(pending.data.order_id, '  ')).toMatchObject({ code: Code.FAIL, msg: '请填写退款原因' });
  });
});

describe('the orders list', () => {
  it('finds orders by buyer, order number, state and kind, newest first, paged', async () => {
    const member = await createUser(suite.app);
    const first = await buyMonthlyVip(suite.app, member);
    const second = await buyVipByWechat(member.token);
    await refundOf(first);
    const byUser = await suite.call('/api/admin/orders/list', suite.tokens.finance, {
      keyword: String(member.user.id),
    });
    expect(byUser.data.total).toBe(2);
    expect(byUser.data.list.map((row: { order_no: string }) => row.order_no)).toEqual([second, first]);
    expect(byUser.data.list[1]).toMatchObject({ kind: 'vip', state: 'refunded', pay_type: 'money', amount: '68.00' });

    const refunded = await suite.call('/api/admin/orders/list', suite.tokens.finance, {
      keyword: String(member.user.id),
      state: 'refunded',
    });
    expect(refunded.data.list.map((row: { order_no: string }) => row.order_no)).toEqual([first]);
    const byNumber = await suite.call('/api/admin/orders/list', suite.tokens.finance, {
      keyword: second,
      kind: 'vip',
      pay_type: 'wechat',
    });
    expect(byNumber.data).toMatchObject({ total: 1, list: [{ order_no: second }] });
    const paged = await suite.call('/api/admin/orders/list', suite.tokens.finance, {
      keyword: String(member.user.id),
      limit: 1,
      page: 2,
    });
    expect(paged.data).toMatchObject({ total: 2, list: [{ order_no: first }] });
    expect(await suite.call('/api/admin/orders/list', suite.tokens.finance, { state: 'lost' })).toMatchObject({
      code: Code.FAIL,
    });
  });
});
