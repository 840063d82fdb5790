import { Code } from '@vce/contract/codes';
import { PayAnswer } from '@vce/contract/commerce-payment';
import { msg } from '@vce/contract/messages';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../../db/schema/commerce-payment';
import { createTestApp, createUser, type TestApp } from '../../../test/harness';
import {
  addVipLevel,
  callAs,
  fundBalance,
  givePayPassword,
  ledgerCheck,
  monthlyVipId,
  sandboxSecret,
} from '../../../test/money';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({ PAYMENT_SANDBOX_SECRET: sandboxSecret });
});
afterAll(() => app.close());

const DAY = 86_400;
const monthlyId = () => monthlyVipId(app);

describe('VIP packages', () => {
  it('lists the packages on sale with prices in V券, the first three being monthly, quarterly and annual', async () => {
    const answer = await callAs(app, '', '/api/user/getSuperVip');
    expect(answer.code).toBe(Code.SUCCESS);
    expect(answer.data.level_list.slice(0, 4)).toMatchObject([
      { name: 'VIP月卡', price: '68.00', original_price: '98.00', level: 2, level_status: 1, days: 30 },
      { name: 'VIP季卡', price: '168.00', level: 3, days: 90 },
      { name: 'VIP年卡', price: '588.00', level: 4, days: 365 },
      { name: '至尊年卡', price: '1288.00', level: 4, money_level: 5 },
    ]);
  });
});

describe('paying for VIP from the V券 balance', () => {
  it('refuses when the balance is short before asking for the password, and writes no order', async () => {
    const { user, token } = await createUser(app);
    await fundBalance(app, user.id, 6799);
    const answer = await callAs(app, token, '/api/user/paySuperVip', {
      level_id: await monthlyId(),
      pay_type: 'money',
      pay_from: 'web',
    });
    expect(answer).toMatchObject({ code: Code.FAIL, msg: msg.balanceInsufficient });
    expect(await app.db.select().from(orders).where(eq(orders.userId, user.id))).toEqual([]);
  });

  it('asks for a pay password to be set, then for the right one', async () => {
    const { user, token } = await createUser(app);
    await fundBalance(app, user.id, 10_000);
    const body = { level_id: await monthlyId(), pay_type: 'money', pay_from: 'web' };
    expect((await callAs(app, token, '/api/user/paySuperVip', body)).msg).toBe(msg.payPasswordNotSet);
    await givePayPassword(app, token, '246810');
    expect((await callAs(app, token, '/api/user/paySuperVip', { ...body, pay_password: '12345' })).msg).toBe(
      msg.payPasswordRequired,
    );
    expect((await callAs(app, token, '/api/user/paySuperVip', { ...body, pay_password: '111111' })).msg).toBe(
      msg.payPasswordWrong.replace('{left}', '4'),
    );
    expect((await ledgerCheck(app, user.id)).balance).toBe(10_000);
  });

  it('makes a member at once: 30 days, user info, privilege, unlimited searches, ledger and bill', async () => {
    const { user, token } = await createUser(app);
    await fundBalance(app, user.id, 10_000);
    const payPassword = await givePayPassword(app, token);
    const before = Math.floor(Date.now() / 1000);
    const answer = await callAs(app, token, '/api/user/paySuperVip', {
      level_id: await monthlyId(),
      pay_type: 'money',
      pay_from: 'web',
      pay_password: payPassword,
    });
    expect(answer).toMatchObject({ code: Code.SUCCESS, data: { status: 1 } });
    const paid = PayAnswer.parse(answer.data);

    const status = await callAs(app, token, '/api/common/checkOrderPay', { order_id: paid.order_id, type: 4 });
    expect(status.data).toMatchObject({ status: 1, state: 'paid', name: 'VIP月卡', amount: '68.00' });
    expect(status.data.vip_expiration_time).toBeGreaterThanOrEqual(before + 30 * DAY);
    expect(status.data.vip_expiration_time).toBeLessThanOrEqual(before + 30 * DAY + 5);

    const info = (await callAs(app, token, '/api/user/index')).data.userinfo;
    expect(info).toMatchObject({ is_vip: 1, money: '32.00', level: { isVip: 1, level: 2 } });
    expect(info.level.levelExpirationTime).toBe(status.data.vip_expiration_time);
    expect((await callAs(app, token, '/api/user/checkUserPrivilege', { tag: 'check_vip' })).data).toBeTruthy();
    expect((await callAs(app, token, '/api/quota/searchCount')).data.bbas.unlimited).toBe(true);

    const bill = (await callAs(app, token, '/api/finance/walletLog', { currency: 'vq' })).data;
    expect(bill).toMatchObject({ balance: '32.00', total: 2 });
    expect(bill.list[0]).toMatchObject({
      amount: '-68.00',
      balance_after: '32.00',
      kind: 'purchase',
      title: 'VIP月卡',
    });
    expect(await ledgerCheck(app, user.id)).toEqual({ balance: 3200, sum: 3200, last: 3200 });
  });

  it('extends a running membership from its end, not from today', async () => {
    const end = new Date(Date.now() + 10 * DAY * 1000);
    const { user, token } = await createUser(app, { vipLevel: 4, vipExpiresAt: end });
    await fundBalance(app, user.id, 6800);
    const payPassword = await givePayPassword(app, token);
    const answer = await callAs(app, token, '/api/user/paySuperVip', {
      level_id: await monthlyId(),
      pay_type: 'money',
      pay_password: payPassword,
    });
    expect(answer.code).toBe(Code.SUCCESS);
    const info = (await callAs(app, token, '/api/user/index')).data.userinfo;
    expect(info.level.levelExpirationTime).toBe(Math.floor(end.getTime() / 1000) + 30 * DAY);
    // A monthly package bought by an annual member keeps the annual level.
    expect(info.level.level).toBe(4);
  });

  it('takes exactly 100 of 200 simultaneous 1 V券 payments from a balance of 100, and the ledger agrees', async () => {
    const { user, token } = await createUser(app);
    await fundBalance(app, user.id, 10_000);
    const payPassword = await givePayPassword(app, token);
    const level = await addVipLevel(app, { priceCents: 100 });
    const answers = await Promise.all(
      Array.from({ length: 200 }, () =>
        callAs(app, token, '/api/user/paySuperVip', {
          level_id: level.id,
          pay_type: 'money',
          pay_password: payPassword,
        }),
      ),
    );
    const codes = answers.map((answer) => answer.code);
    expect(codes.filter((code) => code === Code.SUCCESS)).toHaveLength(100);
    expect(answers.filter((a) => a.code !== Code.SUCCESS).every((a) => a.msg === msg.balanceInsufficient)).toBe(true);
    expect(await ledgerCheck(app, user.id)).toEqual({ balance: 0, sum: 0, last: 0 });
    const paid = await app.db.select().from(orders).where(eq(orders.userId, user.id));
    expect(paid).toHaveLength(100);
    expect(paid.every((order) => order.state === 'paid')).toBe(true);
  });

  it('refuses bad input with a Chinese message, never a 500', async () => {
    const { token } = await createUser(app);
    const cases: [object, string][] = [
      [{ level_id: 'abc', pay_type: 'money' }, '会员套餐'],
      [{ level_id: 999_999, pay_type: 'money' }, msg.vipLevelUnknown],
      [{ level_id: 1, pay_type: 'bitcoin' }, msg.payTypeInvalid],
      [{ level_id: 1, pay_type: 'money', pay_password: 'abcdef' }, msg.payPasswordRequired],
    ];
    for (const [body, expected] of cases) {
      const answer = await callAs(app, token, '/api/user/paySuperVip', body);
      expect(answer.code, JSON.stringify(body)).toBe(Code.FAIL);
      expect(answer.msg).toContain(expected);
    }
    expect((await callAs(app, '', '/api/user/paySuperVip', { level_id: 1, pay_type: 'wechat' })).code).toBe(
      Code.NEED_LOGIN,
    );
  });
});
