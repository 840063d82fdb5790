import { msg } from '@vce/contract/messages';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { randomIp } from '../../test/account';
import { createTestApp, post, type TestApp } from '../../test/harness';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({ CAPTCHA_IP_PER_MINUTE: '3' });
});
afterAll(() => app.close());

it('gives one IP the configured number of puzzles a minute, then 429 with a Chinese message, while another IP still gets one', async () => {
  const ip = randomIp();
  for (let i = 0; i < 3; i++) expect((await post(app, '/api/captcha/get', {}, { ip })).json().code).toBe(1);
  const refused = await post(app, '/api/captcha/get', {}, { ip });
  expect(refused.statusCode).toBe(429);
  expect(refused.json()).toMatchObject({ code: 0, msg: msg.tooManyRequests });
  expect((await post(app, '/api/captcha/get', {}, { ip: randomIp() })).json().code).toBe(1);
});

it('budgets answers to puzzles per IP as well', async () => {
  const ip = randomIp();
  for (let i = 0; i < 3; i++) {
    expect((await post(app, '/api/captcha/check', { captcha_id: 'none', x: 10 }, { ip })).json().msg).toBe(
      msg.captchaFailed,
    );
  }
  expect((await post(app, '/api/captcha/check', { captcha_id: 'none', x: 10 }, { ip })).statusCode).toBe(429);
});
