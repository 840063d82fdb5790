import { Code } from '@vce/contract/codes';
import { msg } from '@vce/contract/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendCode, wrongCode } from '../../../test/account';
import { createTestApp, createUser, type TestApp } from '../../../test/harness';
import { addVipLevel, callAs, fundBalance, givePayPassword } from '../../../test/money';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({ CAPTCHA_PROVIDER: 'off' });
});
afterAll(() => app.close());

const state = async (token: string) => (await callAs(app, token, '/api/user/payPasswordState')).data;
const lockedMessage = msg.payPasswordLocked.replace('{minutes}', '30');

describe('the pay password', () => {
  it('is set once, then changed only with the old one', async () => {
    const { token } = await createUser(app);
    expect(await state(token)).toEqual({ is_set: false, locked_until: null });
    const set = await callAs(app, token, '/api/user/setPayPassword', { pay_password: '112233' });
    expect(set).toMatchObject({ code: Code.SUCCESS, msg: msg.payPasswordSet });
    expect((await state(token)).is_set).toBe(true);

    const withoutOld = await callAs(app, token, '/api/user/setPayPassword', { pay_password: '445566' });
    expect(withoutOld).toMatchObject({ code: Code.FAIL, msg: msg.payPasswordOldRequired });
    const wrongOld = { pay_password: '445566', old_pay_password: '000000' };
    expect((await callAs(app, token, '/api/user/setPayPassword', wrongOld)).msg).toBe(msg.payPasswordOldWrong);
    const changed = await callAs(app, token, '/api/user/setPayPassword', {
      pay_password: '445566',
      old_pay_password: '112233',
    });
    expect(changed).toMatchObject({ code: Code.SUCCESS, msg: msg.payPasswordChanged });
  });

  it('accepts six digits only', async () => {
    const { token } = await createUser(app);
    for (const pay_password of ['12345', '1234567', 'abcdef', '12 456', '']) {
      const answer = await callAs(app, token, '/api/user/setPayPassword', { pay_password });
      expect(answer, pay_password).toMatchObject({ code: Code.FAIL, msg: msg.payPasswordRequired });
    }
  });

  it('locks balance payments for 30 minutes after 5 wrong tries, even for the right one, until reset by SMS', async () => {
    const { user, token } = await createUser(app);
    await fundBalance(app, user.id, 1000);
    const payPassword = await givePayPassword(app, token, '800800');
    const level = await addVipLevel(app, { priceCents: 100 });
    const pay = (pay_password: string) =>
      callAs(app, token, '/api/user/paySuperVip', { level_id: level.id, pay_type: 'money', pay_password });

    for (const left of [4, 3, 2, 1])
      expect((await pay('111111')).msg).toBe(msg.payPasswordWrong.replace('{left}', String(left)));
    expect((await pay('111111')).msg).toBe(lockedMessage);
    expect((await pay(payPassword)).msg).toBe(lockedMessage);
    const locked = await state(token);
    expect(locked.locked_until).toBeGreaterThan(Date.now() / 1000 + 29 * 60);
    // Changing it with the old one is refused while locked too: the lock cannot be dodged that way.
    const change = await callAs(app, token, '/api/user/setPayPassword', {
      pay_password: '121212',
      old_pay_password: payPassword,
    });
    expect(change.msg).toBe(lockedMessage);

    const mobile = user.mobile!;
    const code = await sendCode(app, mobile, 'reset_pay_pwd');
    const reset = (body: object) => callAs(app, token, '/api/user/resetPayPassword', body);
    expect((await reset({ mobile, captcha: wrongCode(code), pay_password: '121212' })).msg).toBe(msg.smsCodeInvalid);
    expect((await reset({ mobile: '13800000000', captcha: code, pay_password: '121212' })).msg).toBe(
      msg.mobileNotYours,
    );
    expect(await reset({ mobile, captcha: code, pay_password: '121212' })).toMatchObject({
      code: Code.SUCCESS,
      msg: msg.payPasswordReset,
    });
    expect(await state(token)).toEqual({ is_set: true, locked_until: null });
    expect((await pay('121212')).code).toBe(Code.SUCCESS);
  });

  it("cannot be reset with another account's phone", async () => {
    const { token } = await createUser(app);
    const { user: other } = await createUser(app);
    const code = await sendCode(app, other.mobile!, 'reset_pay_pwd');
    const answer = await callAs(app, token, '/api/user/resetPayPassword', {
      mobile: other.mobile,
      captcha: code,
      pay_password: '121212',
    });
    expect(answer).toMatchObject({ code: Code.FAIL, msg: msg.mobileNotYours });
    expect((await state(token)).is_set).toBe(false);
  });
});
