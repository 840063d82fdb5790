import { Code } from '@vce/contract/codes';
import { msg } from '@vce/contract/messages';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { smsCodes, smsOutbox } from '../../db/schema/account-sms';
import { randomIp, randomMobile, readLatestCode, sendCode } from '../../test/account';
import { createTestApp, createUser, post, type TestApp } from '../../test/harness';
import { hashSmsCode } from './sms-code';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({ CAPTCHA_PROVIDER: 'off' });
});
afterAll(() => app.close());

const send = (mobile: string, event = 'mobile_login', ip = randomIp()) =>
  post(app, '/api/sms/send', { mobile, event }, { ip }).then((res) => res.json());

/** Send-log rows as if codes had been sent `minutesAgo` (no waiting for the clock). */
async function sentEarlier(input: { mobile: string; minutesAgo: number[]; ip?: string }) {
  for (const minutes of input.minutesAgo) {
    const at = new Date(Date.now() - minutes * 60_000);
    await app.db.insert(smsCodes).values({
      mobile: input.mobile,
      event: 'mobile_login',
      ip: input.ip ?? randomIp(),
      codeHash: hashSmsCode({ mobile: input.mobile, event: 'mobile_login', code: '0000' }),
      expiresAt: new Date(at.getTime() + 5 * 60_000),
      createdAt: at,
    });
  }
}

describe('/api/sms/send', () => {
  it('sends a 4-digit code that lands in the dev outbox and answers 验证码已发送', async () => {
    const mobile = randomMobile();
    expect(await send(mobile)).toMatchObject({ code: Code.SUCCESS, msg: msg.smsSent, data: null });
    const latest = await readLatestCode(app, mobile);
    expect(latest).toMatchObject({ mobile, event: 'mobile_login' });
    expect(latest?.captcha).toMatch(/^\d{4}$/);
  });

  it('stores only a hash of the code', async () => {
    const mobile = randomMobile();
    const code = await sendCode(app, mobile, 'mobile_login');
    const [row] = await app.db.select().from(smsCodes).where(eq(smsCodes.mobile, mobile));
    expect(row?.codeHash).toBe(hashSmsCode({ mobile, event: 'mobile_login', code }));
    expect(JSON.stringify(row)).not.toContain(`"${code}"`);
  });

  it('checks the phone with the spec messages and refuses an unknown event', async () => {
    expect(await send('')).toMatchObject({ code: Code.FAIL, msg: msg.phoneRequired });
    expect((await post(app, '/api/sms/send', { event: 'mobile_login' })).json().msg).toBe(msg.phoneRequired);
    expect(await send('12345678901')).toMatchObject({ code: Code.FAIL, msg: msg.phoneInvalid });
    expect(await send('1391234567')).toMatchObject({ code: Code.FAIL, msg: msg.phoneInvalid });
    expect(await send(randomMobile(), 'withdraw')).toMatchObject({ code: Code.FAIL, msg: msg.smsEventInvalid });
  });

  it('refuses a resend within 60 s, whatever the event', async () => {
    const mobile = randomMobile();
    expect((await send(mobile)).code).toBe(Code.SUCCESS);
    expect(await send(mobile, 'mobile_register')).toMatchObject({ code: Code.FAIL, msg: msg.smsTooFrequent });
  });

  it('allows a resend after a minute', async () => {
    const mobile = randomMobile();
    await sentEarlier({ mobile, minutesAgo: [1.1] });
    expect((await send(mobile)).code).toBe(Code.SUCCESS);
  });

  it('refuses the 6th code in an hour', async () => {
    const mobile = randomMobile();
    await sentEarlier({ mobile, minutesAgo: [50, 40, 30, 20, 10] });
    expect(await send(mobile)).toMatchObject({ code: Code.FAIL, msg: msg.smsHourlyLimit });
    expect(await readLatestCode(app, mobile)).toBeNull();
  });

  it('refuses the 11th code in a day', async () => {
    const mobile = randomMobile();
    await sentEarlier({ mobile, minutesAgo: [1400, 1300, 1200, 1100, 1000, 900, 800, 700, 600, 500] });
    expect(await send(mobile)).toMatchObject({ code: Code.FAIL, msg: msg.smsDailyLimit });
    await app.db.delete(smsCodes).where(eq(smsCodes.mobile, mobile));
    await sentEarlier({ mobile, minutesAgo: [1500, 1450, 1400, 1300, 1200, 1100, 1000, 900, 800, 700] });
    expect((await send(mobile)).code).toBe(Code.SUCCESS);
  });

  it('caps the codes one IP may request in an hour', async () => {
    const ip = randomIp();
    for (let i = 0; i < 20; i++) await sentEarlier({ mobile: randomMobile(), minutesAgo: [30], ip });
    expect(await send(randomMobile(), 'mobile_login', ip)).toMatchObject({ code: Code.FAIL, msg: msg.smsIpLimit });
    expect((await send(randomMobile(), 'mobile_login', randomIp())).code).toBe(Code.SUCCESS);
  });

  it('answers reset_pwd for an unregistered phone like a registered one, but sends nothing', async () => {
    const { user } = await createUser(app);
    const unknown = randomMobile();
    const known = await send(user.mobile ?? '', 'reset_pwd');
    const unknownAnswer = await send(unknown, 'reset_pwd');
    expect({ ...unknownAnswer, time: 0 }).toEqual({ ...known, time: 0 });
    expect((await readLatestCode(app, user.mobile ?? ''))?.event).toBe('reset_pwd');
    expect(await app.db.select().from(smsOutbox).where(eq(smsOutbox.mobile, unknown))).toEqual([]);
    // The caps apply the same way, so a second request does not tell them apart either.
    expect((await send(unknown, 'reset_pwd')).msg).toBe(msg.smsTooFrequent);
  });
});

describe('the dev SMS outbox', () => {
  it('answers the newest code of a phone and says when there is none', async () => {
    const mobile = randomMobile();
    const none = (await app.inject({ method: 'GET', url: `/api/dev/sms/latest?mobile=${mobile}` })).json();
    expect(none).toMatchObject({ code: Code.FAIL, msg: msg.devSmsNone });
    const code = await sendCode(app, mobile, 'mobile_register');
    const body = (await app.inject({ method: 'GET', url: `/api/dev/sms/latest?mobile=${mobile}` })).json();
    expect(body).toMatchObject({ code: Code.SUCCESS, data: { mobile, event: 'mobile_register', captcha: code } });
    expect(body.data.time).toBeGreaterThan(Date.now() / 1000 - 60);
  });

  it('lists the outbox on a page, newest first, labelled as the development outbox', async () => {
    const first = randomMobile();
    const second = randomMobile();
    await sendCode(app, first, 'mobile_login');
    await sendCode(app, second, 'bind_phone');
    const res = await app.inject({ method: 'GET', url: '/dev/sms' });
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('development SMS outbox');
    expect(res.body.indexOf(second)).toBeGreaterThan(-1);
    expect(res.body.indexOf(second)).toBeLessThan(res.body.indexOf(first));
  });
});
