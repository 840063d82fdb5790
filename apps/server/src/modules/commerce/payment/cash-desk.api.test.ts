import { Code } from '@vce/contract/codes';
import { msg } from '@vce/contract/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, type TestApp } from '../../../test/harness';
import { addVipLevel, callAs, fundBalance, givePayPassword, ledgerCheck } from '../../../test/money';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

describe('the cash desk (/payment, /cashDesk)', () => {
  it('shows an item with its price, the balance and whether a pay password is set', async () => {
    const { user, token } = await createUser(app);
    await fundBalance(app, user.id, 12_345);
    const level = await addVipLevel(app, { priceCents: 990 });
    const item = await callAs(app, token, '/api/finance/cashDeskItem', { type: 'vip', id: level.id });
    expect(item).toMatchObject({
      code: Code.SUCCESS,
      data: { type: 'vip', id: level.id, name: level.name, price: '9.90', money: '123.45', pay_password_set: false },
    });
  });

  it('pays an item from the balance, or starts a WeChat order for it', async () => {
    const { user, token } = await createUser(app);
    await fundBalance(app, user.id, 1000);
    const payPassword = await givePayPassword(app, token);
    const level = await addVipLevel(app, { priceCents: 990, days: 3 });
    const byBalance = await callAs(app, token, '/api/finance/payOrder', {
      type: 'vip',
      id: level.id,
      pay_type: 'money',
      pay_password: payPassword,
    });
    expect(byBalance).toMatchObject({ code: Code.SUCCESS, data: { status: 1 } });
    expect(await ledgerCheck(app, user.id)).toEqual({ balance: 10, sum: 10, last: 10 });
    expect((await callAs(app, token, '/api/user/index')).data.userinfo.is_vip).toBe(1);

    const byWechat = await callAs(app, token, '/api/finance/payOrder', {
      type: 'vip',
      id: level.id,
      pay_type: 'wechat',
    });
    expect(byWechat).toMatchObject({ code: Code.SUCCESS, data: { status: 0 } });
    expect(byWechat.data.wechatPay.code_url).toContain('/dev/pay/cashier');
  });

  it('refuses what it does not sell, with a Chinese message', async () => {
    const { token } = await createUser(app);
    const cases: [object, string][] = [
      [{ type: 'course', id: 999_999 }, msg.orderKindUnknown],
      [{ type: 'recharge', id: 0 }, msg.orderKindUnknown],
      [{ type: 'vip', id: 999_999 }, msg.orderKindUnknown],
      [{ type: 'spaceship', id: 1 }, msg.orderKindUnknown],
      [{ type: 'vip', id: 'x' }, '商品编号'],
    ];
    for (const [body, expected] of cases) {
      const item = await callAs(app, token, '/api/finance/cashDeskItem', body);
      expect(item.code, JSON.stringify(body)).toBe(Code.FAIL);
      expect(item.msg).toContain(expected);
      const pay = await callAs(app, token, '/api/finance/payOrder', { ...body, pay_type: 'wechat' });
      expect(pay.code, JSON.stringify(body)).toBe(Code.FAIL);
      expect(pay.msg).toContain(expected);
    }
  });
});
