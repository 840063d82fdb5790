import { Code } from '@vce/contract/codes';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, post, type TestApp } from '../../test/harness';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const answerOf = async (captchaId: string) =>
  (await app.inject({ method: 'GET', url: `/api/dev/captcha/answer?captcha_id=${captchaId}` })).json();

it('tells a development tester where the gap of a pending puzzle is, and that answer passes', async () => {
  const challenge = (await post(app, '/api/captcha/get')).json().data;
  const answer = await answerOf(challenge.captcha_id);
  expect(answer).toMatchObject({ code: Code.SUCCESS, data: { captcha_id: challenge.captcha_id } });
  expect(answer.data.x).toBeGreaterThan(0);
  const check = (await post(app, '/api/captcha/check', { captcha_id: challenge.captcha_id, x: answer.data.x })).json();
  expect(check.code).toBe(Code.SUCCESS);
  expect(check.data.ticket).toEqual(expect.any(String));
});

it('knows nothing of unknown or used-up puzzles', async () => {
  expect((await answerOf('no-such-puzzle')).code).toBe(Code.FAIL);
  const challenge = (await post(app, '/api/captcha/get')).json().data;
  await post(app, '/api/captcha/check', { captcha_id: challenge.captcha_id, x: 0 });
  expect((await answerOf(challenge.captcha_id)).code).toBe(Code.FAIL);
});
