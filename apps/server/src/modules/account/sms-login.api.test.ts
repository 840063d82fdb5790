import { LoginData } from '@vce/contract/account-login';
import { Code } from '@vce/contract/codes';
import { msg } from '@vce/contract/messages';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userConsents, users } from '../../db/schema/account';
import { smsCodes } from '../../db/schema/account-sms';
import { randomMobile, sendCode, wrongCode } from '../../test/account';
import { createTestApp, createUser, post, type TestApp } from '../../test/harness';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({ CAPTCHA_PROVIDER: 'off' });
});
afterAll(() => app.close());

const mobileLogin = (body: Record<string, unknown>) => post(app, '/api/user/mobileLogin', body).then((r) => r.json());
const uuid = '2b7e1516-28ae-4d2a-a6d2-abf7158809cf';

describe('/api/user/mobileLogin', () => {
  it('registers an unknown phone on the spot with is_register 1, a nickname and a working token', async () => {
    const mobile = randomMobile();
    const captcha = await sendCode(app, mobile, 'mobile_login');
    const body = await mobileLogin({ mobile, captcha, uuid, service_code: 'abc' });
    expect(body).toMatchObject({ code: Code.SUCCESS, msg: msg.loginSuccess });
    const data = LoginData.parse(body.data);
    expect(data.is_register).toBe(1);
    expect(data.userinfo.nickname).toMatch(/^期友[A-Z2-9]{4}$/);
    expect(data.userinfo.mobile).toBe(`${mobile.slice(0, 3)}****${mobile.slice(7)}`);
    const index = (await post(app, '/api/user/index', {}, { token: data.userinfo.token })).json();
    expect(index.data.userinfo.id).toBe(data.userinfo.id);
    const [user] = await app.db.select().from(users).where(eq(users.mobile, mobile));
    expect(user).toMatchObject({ registerUuid: uuid, serviceCode: 'abc', passwordHash: null });
  });

  it('logs an existing phone in with is_register 0 and a new token each time', async () => {
    const { user, token: oldToken } = await createUser(app);
    const mobile = user.mobile ?? '';
    const body = await mobileLogin({ mobile, captcha: await sendCode(app, mobile, 'mobile_login') });
    const data = LoginData.parse(body.data);
    expect(data).toMatchObject({ is_register: 0, userinfo: { id: user.id } });
    expect(data.userinfo.token).not.toBe(oldToken);
  });

  it('records the consent to the guideline version, 2023-01-16 unless another is sent', async () => {
    const mobile = randomMobile();
    const body = await mobileLogin({ mobile, captcha: await sendCode(app, mobile, 'mobile_login') });
    const consents = await app.db.select().from(userConsents).where(eq(userConsents.userId, body.data.userinfo.id));
    expect(consents.map((c) => c.version)).toEqual(['2023-01-16']);
    expect(consents[0]?.consentedAt.getTime()).toBeGreaterThan(Date.now() - 60_000);
  });

  it('refuses a code used once already', async () => {
    const mobile = randomMobile();
    const captcha = await sendCode(app, mobile, 'mobile_login');
    expect((await mobileLogin({ mobile, captcha })).code).toBe(Code.SUCCESS);
    expect(await mobileLogin({ mobile, captcha })).toMatchObject({ code: Code.FAIL, msg: msg.smsCodeInvalid });
  });

  it('voids a code after 5 wrong tries: the 6th try fails even with the right code', async () => {
    const mobile = randomMobile();
    const captcha = await sendCode(app, mobile, 'mobile_login');
    for (let i = 0; i < 5; i++) {
      expect(await mobileLogin({ mobile, captcha: wrongCode(captcha) })).toMatchObject({ msg: msg.smsCodeInvalid });
    }
    expect(await mobileLogin({ mobile, captcha })).toMatchObject({ code: Code.FAIL, msg: msg.smsCodeInvalid });
  });

  it('accepts the right code after fewer than 5 wrong tries', async () => {
    const mobile = randomMobile();
    const captcha = await sendCode(app, mobile, 'mobile_login');
    for (let i = 0; i < 4; i++) await mobileLogin({ mobile, captcha: wrongCode(captcha) });
    expect((await mobileLogin({ mobile, captcha })).code).toBe(Code.SUCCESS);
  });

  it('refuses an expired code, a code of another phone or event, and a phone without code, all alike', async () => {
    const mobile = randomMobile();
    const other = randomMobile();
    const registerCode = await sendCode(app, mobile, 'mobile_register');
    expect(await mobileLogin({ mobile, captcha: registerCode })).toMatchObject({ msg: msg.smsCodeInvalid });
    const otherCode = await sendCode(app, other, 'mobile_login');
    expect(await mobileLogin({ mobile, captcha: otherCode })).toMatchObject({ msg: msg.smsCodeInvalid });
    expect(await mobileLogin({ mobile: randomMobile(), captcha: '1234' })).toMatchObject({ msg: msg.smsCodeInvalid });
    await app.db
      .update(smsCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(smsCodes.mobile, other));
    expect(await mobileLogin({ mobile: other, captcha: otherCode })).toMatchObject({ msg: msg.smsCodeInvalid });
  });

  it('asks for the phone and the code with the spec messages', async () => {
    expect(await mobileLogin({ captcha: '1234' })).toMatchObject({ code: Code.FAIL, msg: msg.phoneRequired });
    expect(await mobileLogin({ mobile: '1391234', captcha: '1234' })).toMatchObject({ msg: msg.phoneInvalid });
    expect(await mobileLogin({ mobile: randomMobile() })).toMatchObject({ msg: msg.captchaRequired });
    expect(await mobileLogin({ mobile: randomMobile(), captcha: '' })).toMatchObject({ msg: msg.captchaRequired });
  });

  it('takes a form-encoded body as the web client may send it', async () => {
    const mobile = randomMobile();
    const captcha = await sendCode(app, mobile, 'mobile_login');
    const res = await post(app, '/api/user/mobileLogin', { mobile, captcha, uuid }, { form: true });
    expect(res.json()).toMatchObject({ code: Code.SUCCESS, data: { is_register: 1 } });
  });
});

describe('/api/user/register', () => {
  it('registers a new phone with a mobile_register code', async () => {
    const mobile = randomMobile();
    const body = (
      await post(app, '/api/user/register', {
        mobile,
        captcha: await sendCode(app, mobile, 'mobile_register'),
        agreement_version: '2024-05-01',
      })
    ).json();
    expect(body).toMatchObject({ code: Code.SUCCESS, msg: msg.registerSuccess, data: { is_register: 1 } });
    const consents = await app.db.select().from(userConsents).where(eq(userConsents.userId, body.data.userinfo.id));
    expect(consents.map((c) => c.version)).toEqual(['2024-05-01']);
  });

  it('refuses a phone already registered, once its code is proven', async () => {
    const { user } = await createUser(app);
    const mobile = user.mobile ?? '';
    const captcha = await sendCode(app, mobile, 'mobile_register');
    const body = (await post(app, '/api/user/register', { mobile, captcha })).json();
    expect(body).toMatchObject({ code: Code.FAIL, msg: msg.mobileRegistered, data: null });
  });

  it('does not tell a registered phone apart without a valid code', async () => {
    const { user } = await createUser(app);
    const known = (await post(app, '/api/user/register', { mobile: user.mobile, captcha: '1234' })).json();
    const unknown = (await post(app, '/api/user/register', { mobile: randomMobile(), captcha: '1234' })).json();
    expect(known.msg).toBe(msg.smsCodeInvalid);
    expect(unknown.msg).toBe(msg.smsCodeInvalid);
  });
});

describe('/api/user/getRandNickname', () => {
  it('answers 期友 and four characters', async () => {
    const body = (await post(app, '/api/user/getRandNickname')).json();
    expect(body.data.nickname).toMatch(/^期友[A-Z2-9]{4}$/);
  });
});
