import { Code } from '@vce/contract/codes';
import { msg } from '@vce/contract/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomIp, randomMobile, sendCode } from '../../test/account';
import { createTestApp, createUser, post, type TestApp } from '../../test/harness';
import { hashPassword } from '../../platform/password-hash';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({ CAPTCHA_PROVIDER: 'off' });
});
afterAll(() => app.close());

const login = (account: string, password: string, ip = randomIp()) =>
  post(app, '/api/user/login', { account, password }, { ip }).then((r) => r.json());

/** A user with a password, for password login. */
async function createUserWithPassword(password = 'abc123') {
  return createUser(app, { passwordHash: await hashPassword(password) });
}

describe('/api/user/login', () => {
  it('logs in with phone and password, answering a fresh token', async () => {
    const { user, token } = await createUserWithPassword();
    const body = await login(user.mobile ?? '', 'abc123');
    expect(body).toMatchObject({ code: Code.SUCCESS, msg: msg.loginSuccess, data: { is_register: 0 } });
    expect(body.data.userinfo).toMatchObject({ id: user.id, nickname: user.nickname });
    expect(body.data.userinfo.token).not.toBe(token);
    expect((await post(app, '/api/user/index', {}, { token: body.data.userinfo.token })).json().code).toBe(1);
  });

  it('gives one message for a wrong password, an unknown account and an account without password', async () => {
    const { user } = await createUserWithPassword();
    const { user: smsOnly } = await createUser(app);
    const wrong = await login(user.mobile ?? '', 'abc124');
    const unknown = await login(randomMobile(), 'abc123');
    const noPassword = await login(smsOnly.mobile ?? '', 'abc123');
    for (const body of [wrong, unknown, noPassword]) {
      expect(body).toMatchObject({ code: Code.FAIL, msg: msg.loginFailed, data: null });
    }
  });

  it('asks for the account and the password', async () => {
    expect((await post(app, '/api/user/login', { password: 'abc123' })).json().msg).toBe(msg.accountRequired);
    expect((await post(app, '/api/user/login', { account: randomMobile() })).json().msg).toBe(msg.passwordRequired);
  });

  it('blocks an account after 5 failures, even with the right password, from any address', async () => {
    const { user } = await createUserWithPassword();
    const mobile = user.mobile ?? '';
    for (let i = 0; i < 5; i++) expect((await login(mobile, 'wrong1')).msg).toBe(msg.loginFailed);
    expect(await login(mobile, 'abc123')).toMatchObject({ code: Code.FAIL, msg: msg.loginThrottled });
    expect((await login(mobile, 'abc123', randomIp())).msg).toBe(msg.loginThrottled);
  });

  it('blocks an address after 20 failures across accounts', async () => {
    const ip = randomIp();
    for (let i = 0; i < 20; i++) expect((await login(randomMobile(), 'wrong1', ip)).msg).toBe(msg.loginFailed);
    const { user } = await createUserWithPassword();
    expect(await login(user.mobile ?? '', 'abc123', ip)).toMatchObject({ msg: msg.loginIpThrottled });
    expect((await login(user.mobile ?? '', 'abc123', randomIp())).code).toBe(Code.SUCCESS);
  });
});

describe('/api/user/setPwd', () => {
  const setPwd = (token: string, body: Record<string, unknown>) =>
    post(app, '/api/user/setPwd', body, { token }).then((r) => r.json());

  it('sets a first password that then logs in', async () => {
    const { user, token } = await createUser(app);
    const body = await setPwd(token, { password: 'qwe789', newpassword: 'qwe789' });
    expect(body).toMatchObject({ code: Code.SUCCESS, msg: msg.passwordSet });
    expect((await login(user.mobile ?? '', 'qwe789')).code).toBe(Code.SUCCESS);
  });

  it('checks the form with the spec messages and the password policy', async () => {
    const { token } = await createUser(app);
    expect((await setPwd(token, { newpassword: 'abc123' })).msg).toBe(msg.setPasswordRequired);
    expect((await setPwd(token, { password: 'abc123' })).msg).toBe(msg.setPasswordRepeat);
    expect((await setPwd(token, { password: 'abc123', newpassword: 'abc124' })).msg).toBe(msg.setPasswordMismatch);
    expect((await setPwd(token, { password: 'abcdefg', newpassword: 'abcdefg' })).msg).toBe(msg.passwordPolicy);
    expect((await setPwd(token, { password: 'ab1', newpassword: 'ab1' })).msg).toBe(msg.passwordPolicy);
  });

  it('does not overwrite an existing password without the SMS check', async () => {
    const { token } = await createUserWithPassword();
    expect(await setPwd(token, { password: 'new123', newpassword: 'new123' })).toMatchObject({
      code: Code.FAIL,
      msg: msg.passwordAlreadySet,
    });
  });

  it('needs a login', async () => {
    expect((await setPwd('', { password: 'abc123', newpassword: 'abc123' })).code).toBe(Code.NEED_LOGIN);
  });
});

describe('/api/user/resetPwd', () => {
  const resetPwd = (body: Record<string, unknown>) => post(app, '/api/user/resetPwd', body).then((r) => r.json());

  it('sets a new password with a reset_pwd code and signs the old sessions out', async () => {
    const { user, token } = await createUserWithPassword('old123');
    const mobile = user.mobile ?? '';
    const captcha = await sendCode(app, mobile, 'reset_pwd');
    const body = await resetPwd({ mobile, captcha, newpassword: 'new456', newpassword1: 'new456' });
    expect(body).toMatchObject({ code: Code.SUCCESS, msg: msg.passwordReset });
    expect((await login(mobile, 'old123')).msg).toBe(msg.loginFailed);
    expect((await login(mobile, 'new456')).code).toBe(Code.SUCCESS);
    expect((await post(app, '/api/user/index', {}, { token })).json().code).toBe(Code.NEED_LOGIN);
  });

  it('answers an unregistered phone exactly like a wrong code', async () => {
    const { user } = await createUserWithPassword();
    const mobile = user.mobile ?? '';
    await sendCode(app, mobile, 'reset_pwd');
    const unknown = randomMobile();
    expect((await post(app, '/api/sms/send', { mobile: unknown, event: 'reset_pwd' })).json().code).toBe(1);
    const known = await resetPwd({ mobile, captcha: '0000', newpassword: 'new456' });
    const stranger = await resetPwd({ mobile: unknown, captcha: '0000', newpassword: 'new456' });
    expect({ ...stranger, time: 0 }).toEqual({ ...known, time: 0 });
    expect(known.msg).toBe(msg.smsCodeInvalid);
  });

  it('checks the new password and its repeat', async () => {
    const mobile = randomMobile();
    expect((await resetPwd({ mobile, captcha: '1234' })).msg).toBe(msg.newPasswordRequired);
    const mismatch = await resetPwd({ mobile, captcha: '1234', newpassword: 'abc123', newpassword1: 'abc124' });
    expect(mismatch.msg).toBe(msg.newPasswordMismatch);
    expect((await resetPwd({ mobile, captcha: '1234', newpassword: '123456' })).msg).toBe(msg.passwordPolicy);
  });
});

describe('/api/user/logout', () => {
  it('revokes the token: the same token then gets 4001, another session stays signed in', async () => {
    const { user, token } = await createUser(app);
    const { token: other } = await app.auth.issueToken(user.id);
    expect((await post(app, '/api/user/index', {}, { token })).json().code).toBe(Code.SUCCESS);
    const body = (await post(app, '/api/user/logout', {}, { token })).json();
    expect(body).toMatchObject({ code: Code.SUCCESS, msg: msg.logoutSuccess });
    const after = (await post(app, '/api/user/index', {}, { token })).json();
    expect(after).toMatchObject({ code: Code.NEED_LOGIN, msg: msg.needLogin });
    expect((await post(app, '/api/user/logout', {}, { token })).json().code).toBe(Code.NEED_LOGIN);
    expect((await post(app, '/api/user/index', {}, { token: other })).json().code).toBe(Code.SUCCESS);
  });
});
