import { Code } from '@vce/contract/codes';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, post, type TestApp } from '../../test/harness';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({ WECHAT_QR_EXPIRE_SECONDS: '1' });
});
afterAll(() => app.close());

const call = (url: string, body: Record<string, unknown> = {}) => post(app, url, body).then((r) => r.json());

it('gives the login QR the configured life, after which it can no longer be scanned', async () => {
  const { data } = await call('/api/user/webWechatLogin');
  expect(data.expire_seconds).toBe(1);
  expect((await call('/api/user/checkWechatLogin', { ticket: data.ticket })).data).toEqual({ status: 0 });
  await new Promise((resolve) => setTimeout(resolve, 1100));
  expect((await call('/api/user/checkWechatLogin', { ticket: data.ticket })).data).toEqual({ status: -1 });
  const scan = await call('/api/dev/wechat/scan', { ticket: data.ticket, openid: 'dev-openid-late' });
  expect(scan.code).toBe(Code.FAIL);
});
