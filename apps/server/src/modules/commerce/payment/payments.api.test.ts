import { Code } from '@vce/contract/codes';
import { PayAnswer } from '@vce/contract/commerce-payment';
import { msg } from '@vce/contract/messages';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, sandboxPayments } from '../../../db/schema/commerce-payment';
import type { SandboxPayment } from '../../../providers/payment/sandbox-payment';
import { sandboxNotifyBody, signSandboxNotify } from '../../../providers/payment/sandbox-payment';
import { createTestApp, createUser, type TestApp } from '../../../test/harness';
import { callAs, ledgerCheck, sandboxSecret } from '../../../test/money';
import { closeExpiredOrders } from './settlement-service';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({ PAYMENT_SANDBOX_SECRET: sandboxSecret });
});
afterAll(() => app.close());

const sandbox = () => app.payment as SandboxPayment;

/** Starts a recharge through a channel and returns the order number and the provider's answer. */
async function startRecharge(token: string, amount: string, payType: 'wechat' | 'alipay' = 'wechat') {
  const answer = await callAs(app, token, '/api/finance/recharge', { amount, pay_type: payType, pay_from: 'scan' });
  expect(answer.code, answer.msg).toBe(Code.SUCCESS);
  return PayAnswer.parse(answer.data);
}

/** A notification signed as the sandbox signs it (or with another key), sent to our notify endpoint. */
function notify(orderNo: string, amountCents: number, options: { secret?: string; merchantId?: string } = {}) {
  const body = sandboxNotifyBody({
    orderNo,
    amountCents,
    transactionId: `T${orderNo}`,
    paidAt: new Date(),
    merchantId: options.merchantId ?? 'sandbox-wechat',
  });
  return app.inject({
    method: 'POST',
    url: '/api/pay/notify/wechat',
    headers: signSandboxNotify(options.secret ?? sandboxSecret, body),
    payload: body,
  });
}

const checkPaid = async (token: string, orderId: string) =>
  (await callAs(app, token, '/api/common/checkOrderPay', { order_id: orderId, type: 3 })).data;

describe('paying through the sandbox (WeChat Pay, Alipay)', () => {
  it('recharges by WeChat: a QR to the cashier, unpaid until the tester confirms, then credited once', async () => {
    const { user, token } = await createUser(app);
    const order = await startRecharge(token, '50.5');
    expect(order).toMatchObject({ status: 0, sandbox: true });
    expect(order.wechatPay?.code_url).toContain(`/dev/pay/cashier?order_id=${order.order_id}`);
    expect(await checkPaid(token, order.order_id)).toMatchObject({ status: 0, state: 'pending', amount: '50.50' });

    const cashier = await app.inject({ method: 'GET', url: `/dev/pay/cashier?order_id=${order.order_id}` });
    expect(cashier.body).toContain('¥50.50');
    expect(cashier.body).toContain('沙箱支付');
    expect((await callAs(app, '', '/api/dev/pay/confirm', { order_id: order.order_id })).data.state).toBe('paid');

    expect(await checkPaid(token, order.order_id)).toMatchObject({ status: 1, state: 'paid' });
    expect((await callAs(app, token, '/api/user/index')).data.userinfo.money).toBe('50.50');
    const bill = (await callAs(app, token, '/api/finance/walletLog', { currency: 'vq' })).data;
    expect(bill.list).toMatchObject([{ amount: '+50.50', kind: 'recharge', order_id: order.order_id }]);
    expect(await ledgerCheck(app, user.id)).toEqual({ balance: 5050, sum: 5050, last: 5050 });
  });

  it('gives Alipay an auto-submitting form that opens the same cashier', async () => {
    const { token } = await createUser(app);
    const order = await startRecharge(token, '10', 'alipay');
    expect(order.aliPay).toMatch(/<form[^>]+action="[^"]*\/dev\/pay\/cashier"/);
    expect(order.aliPay).toContain(`value="${order.order_id}"`);
  });

  it('credits once however often the same notification arrives (10 replays at once)', async () => {
    const { user, token } = await createUser(app);
    const order = await startRecharge(token, '20');
    const answers = await Promise.all(Array.from({ length: 10 }, () => notify(order.order_id, 2000)));
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(10).fill(200));
    expect(answers.every((answer) => answer.json().code === 'SUCCESS')).toBe(true);
    expect(await ledgerCheck(app, user.id)).toEqual({ balance: 2000, sum: 2000, last: 2000 });
  });

  it('changes nothing for a forged signature, a wrong amount or another merchant, and asks for a retry', async () => {
    const { user, token } = await createUser(app);
    const order = await startRecharge(token, '20');
    for (const forged of [
      notify(order.order_id, 2000, { secret: 'someone-else-secret-000' }),
      notify(order.order_id, 1, {}),
      notify(order.order_id, 2000, { merchantId: 'sandbox-alipay' }),
    ]) {
      const answer = await forged;
      expect(answer.statusCode).toBe(500);
      expect(answer.json().code).toBe('FAIL');
    }
    expect((await checkPaid(token, order.order_id)).state).toBe('pending');
    expect(await ledgerCheck(app, user.id)).toEqual({ balance: 0, sum: 0, last: null });
  });

  it('completes an order whose notification was lost, by asking the provider', async () => {
    const { token } = await createUser(app);
    const order = await startRecharge(token, '30');
    // Paid at the provider, but no notification reached us.
    await app.db
      .update(sandboxPayments)
      .set({ state: 'paid', transactionId: 'LOST1', paidAt: new Date() })
      .where(eq(sandboxPayments.orderNo, order.order_id));
    expect(await checkPaid(token, order.order_id)).toMatchObject({ status: 1, state: 'paid' });
    expect((await callAs(app, token, '/api/user/index')).data.userinfo.money).toBe('30.00');
  });

  it('retries a notification we did not acknowledge until we do', async () => {
    const { token } = await createUser(app);
    const order = await startRecharge(token, '40');
    // The sandbox's books disagree with the order at first: our endpoint refuses the amount.
    await app.db.update(sandboxPayments).set({ amountCents: 1 }).where(eq(sandboxPayments.orderNo, order.order_id));
    await sandbox().confirm(order.order_id);
    const [refused] = await app.db.select().from(sandboxPayments).where(eq(sandboxPayments.orderNo, order.order_id));
    expect(refused).toMatchObject({ notifyAttempts: 1, notifiedAt: null });
    expect(refused!.nextNotifyAt!.getTime()).toBeGreaterThan(Date.now() + 10_000);

    await app.db
      .update(sandboxPayments)
      .set({ amountCents: 4000, nextNotifyAt: new Date(Date.now() - 1000) })
      .where(eq(sandboxPayments.orderNo, order.order_id));
    await sandbox().deliverDue();
    const [delivered] = await app.db.select().from(sandboxPayments).where(eq(sandboxPayments.orderNo, order.order_id));
    expect(delivered).toMatchObject({ notifyAttempts: 2 });
    expect(delivered!.notifiedAt).not.toBeNull();
    expect((await callAs(app, token, '/api/user/index')).data.userinfo.money).toBe('40.00');
  });

  it('closes an order left unpaid past its 15 minutes, and the cashier can no longer take it', async () => {
    const { token } = await createUser(app);
    const order = await startRecharge(token, '60');
    expect(order.expire_time - Date.now() / 1000).toBeGreaterThan(14 * 60);
    const past = new Date(Date.now() - 1000);
    await app.db.update(orders).set({ expiresAt: past }).where(eq(orders.orderNo, order.order_id));
    await app.db.update(sandboxPayments).set({ expiresAt: past }).where(eq(sandboxPayments.orderNo, order.order_id));
    await closeExpiredOrders(app);
    expect(await checkPaid(token, order.order_id)).toMatchObject({ status: 0, state: 'closed' });
    expect((await callAs(app, '', '/api/dev/pay/confirm', { order_id: order.order_id })).data.state).toBe('closed');
    expect((await callAs(app, token, '/api/user/index')).data.userinfo.money).toBe('0.00');
  });

  it("keeps one user's orders out of another's reach", async () => {
    const { token: owner } = await createUser(app);
    const { token: other } = await createUser(app);
    const order = await startRecharge(owner, '10');
    const answer = await callAs(app, other, '/api/common/checkOrderPay', { order_id: order.order_id });
    expect(answer).toMatchObject({ code: Code.FAIL, msg: msg.orderUnknown, data: null });
    expect((await callAs(app, other, '/api/finance/orderList')).data).toEqual({ list: [], total: 0 });
    expect((await callAs(app, owner, '/api/finance/orderList')).data.list).toMatchObject([
      { order_id: order.order_id, kind: 'recharge', amount: '10.00', pay_type: 'wechat', state: 'pending' },
    ]);
  });

  it('refuses bad recharge input with a Chinese message', async () => {
    const { token } = await createUser(app);
    for (const amount of ['0.5', '50001', '1.234', 'abc', '-5', '']) {
      const answer = await callAs(app, token, '/api/finance/recharge', { amount, pay_type: 'wechat' });
      expect(answer, amount).toMatchObject({ code: Code.FAIL, msg: msg.rechargeAmountInvalid });
    }
    const byBalance = await callAs(app, token, '/api/finance/recharge', { amount: '10', pay_type: 'money' });
    expect(byBalance).toMatchObject({ code: Code.FAIL, msg: msg.payTypeInvalid });
    const badCurrency = await callAs(app, token, '/api/finance/walletLog', { currency: 'btc' });
    expect(badCurrency).toMatchObject({ code: Code.FAIL, msg: '币种不正确' });
  });
});
