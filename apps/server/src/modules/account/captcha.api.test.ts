import { CaptchaChallengeData } from '@vce/contract/account-sms';
import { Code } from '@vce/contract/codes';
import { msg } from '@vce/contract/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { peekChallengeOffset } from '../../providers/captcha/builtin-captcha';
import { randomIp, randomMobile, readLatestCode } from '../../test/account';
import { tencentSmsEnv } from '../../test/provider-env';
import { createTestApp, post, type TestApp } from '../../test/harness';

describe('with the builtin slide captcha', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  const newChallenge = async () => CaptchaChallengeData.parse((await post(app, '/api/captcha/get')).json().data);
  const check = (captcha_id: string, x: number) =>
    post(app, '/api/captcha/check', { captcha_id, x }).then((r) => r.json());
  /** Solves a puzzle the way a person would: by dropping the piece on the gap (read through the test hook). */
  async function solve(): Promise<string> {
    const { captcha_id } = await newChallenge();
    const body = await check(captcha_id, ((await peekChallengeOffset(app.shortLived, captcha_id)) ?? -100) + 2);
    expect(body.code).toBe(Code.SUCCESS);
    return body.data.ticket;
  }
  const send = (mobile: string, ticket?: string) =>
    post(app, '/api/sms/send', { mobile, event: 'mobile_login', ticket }, { ip: randomIp() }).then((r) => r.json());

  it('hands out a puzzle as two PNG images with the piece row and the size', async () => {
    const challenge = await newChallenge();
    expect(challenge.image).toMatch(/^data:image\/png;base64,/);
    expect(challenge.piece).toMatch(/^data:image\/png;base64,/);
    expect(challenge).toMatchObject({ width: 300, height: 150 });
    expect(challenge.piece_y).toBeGreaterThanOrEqual(0);
    expect((await newChallenge()).captcha_id).not.toBe(challenge.captcha_id);
  });

  it('refuses a wrong drop and uses the puzzle up', async () => {
    const { captcha_id } = await newChallenge();
    const offset = (await peekChallengeOffset(app.shortLived, captcha_id)) ?? 0;
    expect(await check(captcha_id, offset + 40)).toMatchObject({ code: Code.FAIL, msg: msg.captchaFailed });
    expect((await check(captcha_id, offset)).code).toBe(Code.FAIL);
    expect((await check('unknown', 100)).code).toBe(Code.FAIL);
  });

  it('requires a ticket for an SMS code', async () => {
    const mobile = randomMobile();
    expect(await send(mobile)).toMatchObject({ code: Code.FAIL, msg: msg.captchaNeeded });
    expect(await send(mobile, 'made-up-ticket')).toMatchObject({ code: Code.FAIL, msg: msg.captchaNeeded });
    expect(await readLatestCode(app, mobile)).toBeNull();
  });

  it('accepts a solved ticket once', async () => {
    const ticket = await solve();
    const mobile = randomMobile();
    expect(await send(mobile, ticket)).toMatchObject({ code: Code.SUCCESS, msg: msg.smsSent });
    expect((await readLatestCode(app, mobile))?.captcha).toMatch(/^\d{4}$/);
    expect(await send(randomMobile(), ticket)).toMatchObject({ code: Code.FAIL, msg: msg.captchaNeeded });
  });
});

describe('with a real SMS provider', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp(tencentSmsEnv);
  });
  afterAll(() => app.close());

  it('has no dev outbox endpoints', async () => {
    const latest = await app.inject({ method: 'GET', url: `/api/dev/sms/latest?mobile=${randomMobile()}` });
    expect(latest.statusCode).toBe(404);
    expect(latest.json()).toMatchObject({ code: Code.FAIL, msg: msg.notFound });
    expect((await app.inject({ method: 'GET', url: '/dev/sms' })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/api/dev/captcha/answer?captcha_id=x' })).statusCode).toBe(404);
    expect(app.sms.name).toBe('tencent');
  });
});
