import { Code } from '@vce/contract/codes';
import { couponList, usableCoupons } from '@vce/contract/commerce-coupons';
import { msg } from '@vce/contract/messages';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userCoupons } from '../../../db/schema/commerce-coupons';
import { orders, sandboxPayments } from '../../../db/schema/commerce-payment';
import type { Db } from '../../../platform/db';
import { createTestApp, createUser, type TestApp } from '../../../test/harness';
import { addVipLevel, callAs, fundBalance, givePayPassword, ledgerCheck, sandboxSecret } from '../../../test/money';
import { closeExpiredOrders } from '../payment/settlement-service';
import { issueCoupon } from './coupon-store';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({ PAYMENT_SANDBOX_SECRET: sandboxSecret });
});
afterAll(() => app.close());

/** The seeded kinds (seed/commerce-catalogue.ts): 10 off from 39, 80% on indicators, 5 off from 30. */
const tenOff = 1;
const fiveOff = 3;

async function give(userId: number, templateId: number) {
  await issueCoupon(app.db as unknown as Db, { userId, templateId, source: 'operator' });
  const [row] = await app.db
    .select()
    .from(userCoupons)
    .where(eq(userCoupons.userId, userId))
    .orderBy(userCoupons.id)
    .then((rows) => rows.slice(-1));
  return row!;
}

const listOf = async (token: string, status: string) =>
  couponList.data.parse((await callAs(app, token, '/api/finance/couponList', { status })).data).list;

const payVip = (token: string, levelId: number, fields: object) =>
  callAs(app, token, '/api/finance/payOrder', { type: 'vip', id: levelId, ...fields });

describe('coupons (/my/coupon and the cash desk)', () => {
  it('lists unused, used and expired coupons with their terms, and only the caller’s', async () => {
    const { user, token } = await createUser(app);
    const { token: other } = await createUser(app);
    await give(user.id, tenOff);
    const old = await give(user.id, fiveOff);
    await app.db
      .update(userCoupons)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(userCoupons.id, old.id));
    expect(await listOf(token, 'unused')).toMatchObject([
      {
        name: '新人立减券',
        kind: 'amount',
        value: '10.00',
        min_spend: '39.00',
        product_kinds: ['vip', 'indicator', 'course'],
        held: false,
      },
    ]);
    expect(await listOf(token, 'expired')).toMatchObject([{ name: '5元通用券', status: 'expired' }]);
    expect(await listOf(token, 'used')).toEqual([]);
    expect(await listOf(other, 'unused')).toEqual([]);
    const bad = await callAs(app, token, '/api/finance/couponList', { status: 'lost' });
    expect(bad).toMatchObject({ code: Code.FAIL, msg: msg.couponStatusInvalid });
  });

  it('offers at the cash desk only what applies to the item, the largest saving first', async () => {
    const { user, token } = await createUser(app);
    await give(user.id, fiveOff);
    const newcomer = await give(user.id, tenOff);
    await give(user.id, 2); // indicators only
    const monthly = await addVipLevel(app, { priceCents: 6800 });
    const cheap = await addVipLevel(app, { priceCents: 3500 });
    const usable = async (id: number) =>
      usableCoupons.data.parse((await callAs(app, token, '/api/finance/usableCoupons', { type: 'vip', id })).data);
    expect(await usable(monthly.id)).toMatchObject({
      best_id: newcomer.id,
      list: [
        { name: '新人立减券', discount: '10.00', pay_amount: '58.00' },
        { name: '5元通用券', discount: '5.00', pay_amount: '63.00' },
      ],
    });
    // Below the 39.00 minimum spend, only the 5 off applies.
    expect((await usable(cheap.id)).list.map((coupon) => coupon.name)).toEqual(['5元通用券']);
  });

  it('pays from the balance at the coupon’s price and uses the coupon once', async () => {
    const { user, token } = await createUser(app);
    await fundBalance(app, user.id, 10_000);
    const pay_password = await givePayPassword(app, token);
    const coupon = await give(user.id, tenOff);
    const level = await addVipLevel(app, { priceCents: 6800 });
    const paid = await payVip(token, level.id, { pay_type: 'money', pay_password, coupon_id: coupon.id });
    expect(paid).toMatchObject({ code: Code.SUCCESS, data: { status: 1 } });
    expect(await ledgerCheck(app, user.id)).toEqual({ balance: 4200, sum: 4200, last: 4200 });
    const [order] = await app.db.select().from(orders).where(eq(orders.orderNo, paid.data.order_id));
    expect(order).toMatchObject({ amountCents: 5800, discountCents: 1000, couponId: coupon.id });
    expect(await listOf(token, 'used')).toMatchObject([{ id: coupon.id, status: 'used' }]);
    const again = await payVip(token, level.id, { pay_type: 'money', pay_password, coupon_id: coupon.id });
    expect(again).toMatchObject({ code: Code.FAIL, msg: msg.couponUnavailable });
    expect(await ledgerCheck(app, user.id)).toEqual({ balance: 4200, sum: 4200, last: 4200 });
  });

  it('lets one of ten concurrent orders have the coupon', async () => {
    const { user, token } = await createUser(app);
    await fundBalance(app, user.id, 100_000);
    const pay_password = await givePayPassword(app, token);
    const coupon = await give(user.id, tenOff);
    const level = await addVipLevel(app, { priceCents: 6800 });
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, index) =>
        payVip(token, level.id, {
          pay_type: index % 2 ? 'money' : 'wechat',
          pay_password,
          coupon_id: coupon.id,
        }),
      ),
    );
    expect(answers.filter((answer) => answer.code === Code.SUCCESS)).toHaveLength(1);
    expect(answers.filter((answer) => answer.msg === msg.couponUnavailable)).toHaveLength(9);
    const withCoupon = await app.db.select().from(orders).where(eq(orders.couponId, coupon.id));
    expect(withCoupon).toHaveLength(1);
  });

  it('holds the coupon for a WeChat order, frees it when the order closes unpaid, uses it when paid', async () => {
    const { user, token } = await createUser(app);
    const coupon = await give(user.id, fiveOff);
    const level = await addVipLevel(app, { priceCents: 3000 });
    const first = await payVip(token, level.id, { pay_type: 'wechat', coupon_id: coupon.id });
    expect(first).toMatchObject({ code: Code.SUCCESS, data: { status: 0 } });
    expect(await listOf(token, 'unused')).toMatchObject([{ id: coupon.id, held: true }]);
    const desk = await callAs(app, token, '/api/finance/usableCoupons', { type: 'vip', id: level.id });
    expect(desk.data).toEqual({ list: [], best_id: null });

    const past = new Date(Date.now() - 1000);
    await app.db.update(orders).set({ expiresAt: past }).where(eq(orders.orderNo, first.data.order_id));
    await app.db
      .update(sandboxPayments)
      .set({ expiresAt: past })
      .where(eq(sandboxPayments.orderNo, first.data.order_id));
    await closeExpiredOrders(app);
    expect(await listOf(token, 'unused')).toMatchObject([{ id: coupon.id, held: false }]);

    const second = await payVip(token, level.id, { pay_type: 'wechat', coupon_id: coupon.id });
    const cashier = await app.inject({ method: 'GET', url: `/dev/pay/cashier?order_id=${second.data.order_id}` });
    expect(cashier.body).toContain('¥25.00');
    expect((await callAs(app, '', '/api/dev/pay/confirm', { order_id: second.data.order_id })).data.state).toBe('paid');
    const status = await callAs(app, token, '/api/common/checkOrderPay', { order_id: second.data.order_id, type: 4 });
    expect(status.data).toMatchObject({ status: 1, amount: '25.00' });
    expect(await listOf(token, 'used')).toMatchObject([{ id: coupon.id }]);
  });

  it('refuses another user’s coupon, one for another product and one below its minimum spend', async () => {
    const { user, token } = await createUser(app);
    const { user: stranger } = await createUser(app);
    const theirs = await give(stranger.id, fiveOff);
    const forIndicators = await give(user.id, 2);
    const newcomer = await give(user.id, tenOff);
    const cheap = await addVipLevel(app, { priceCents: 3500 });
    for (const couponId of [theirs.id, forIndicators.id, newcomer.id, 999_999]) {
      const answer = await payVip(token, cheap.id, { pay_type: 'wechat', coupon_id: couponId });
      expect(answer, String(couponId)).toMatchObject({ code: Code.FAIL, msg: msg.couponUnavailable });
    }
    expect(await app.db.select().from(orders).where(eq(orders.userId, user.id))).toEqual([]);
    expect(await listOf(token, 'unused')).toHaveLength(2);
    const [still] = await app.db.select().from(userCoupons).where(eq(userCoupons.id, theirs.id));
    expect(still!.state).toBe('unused');
  });
});
