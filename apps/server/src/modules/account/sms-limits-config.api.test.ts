import { Code } from '@vce/contract/codes';
import { msg } from '@vce/contract/messages';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { randomIp, randomMobile } from '../../test/account';
import { createTestApp, post, type TestApp } from '../../test/harness';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({ CAPTCHA_PROVIDER: 'off', SMS_RESEND_SECONDS: '1', SMS_IP_HOURLY_LIMIT: '3' });
});
afterAll(() => app.close());

const send = (mobile: string, ip: string) =>
  post(app, '/api/sms/send', { mobile, event: 'mobile_login' }, { ip }).then((res) => res.json());

it('lets a phone have a new code once the configured resend interval has passed', async () => {
  const mobile = randomMobile();
  expect((await send(mobile, randomIp())).code).toBe(Code.SUCCESS);
  expect(await send(mobile, randomIp())).toMatchObject({ code: Code.FAIL, msg: msg.smsTooFrequent });
  await new Promise((resolve) => setTimeout(resolve, 1100));
  expect((await send(mobile, randomIp())).code).toBe(Code.SUCCESS);
});

it('caps one IP at the configured number of codes an hour', async () => {
  const ip = randomIp();
  for (let i = 0; i < 3; i++) expect((await send(randomMobile(), ip)).code).toBe(Code.SUCCESS);
  expect(await send(randomMobile(), ip)).toMatchObject({ code: Code.FAIL, msg: msg.smsIpLimit });
});
