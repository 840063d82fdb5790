import { alerts } from '@vce/contract/market-feed';
import { msg } from '@vce/contract/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, post, type TestApp } from '../../test/harness';

let devServer: TestApp;
let realSmsServer: TestApp;
beforeAll(async () => {
  [devServer, realSmsServer] = await Promise.all([
    createTestApp(),
    createTestApp({
      SMS_PROVIDER: 'aliyun',
      ALIYUN_ACCESS_KEY_ID: 'id',
      ALIYUN_ACCESS_KEY_SECRET: 'secret',
      ALIYUN_SMS_SIGN_NAME: 'vce',
      ALIYUN_SMS_TEMPLATE_CODE: 'SMS_1',
    }),
  ]);
});
afterAll(() => Promise.all([devServer.close(), realSmsServer.close()]));

const jump = '/api/dev/market/jump';

describe('/api/dev/market/jump', () => {
  it('moves a simulated market to its limit, which the monitor reports and stores as an alert', async () => {
    const res = await post(devServer, jump, { symbol: 'SA', percent: 30 });
    expect(res.json()).toMatchObject({ code: 1, data: { symbol: 'SA' } });
    // The spot it answers sits on the product's tick grid (SA: 1 元).
    expect(Number.isInteger(res.json().data.spot)).toBe(true);
    const kindsStored = async () =>
      alerts.data.parse((await post(devServer, alerts.path, { symbol: 'SA' })).json().data).list.map((a) => a.kind);
    await expect.poll(kindsStored, { timeout: 8000 }).toContain('limit_up');
  });

  it('refuses a product it does not simulate', async () => {
    expect((await post(devServer, jump, { symbol: 'xx', percent: 30 })).json()).toMatchObject({
      code: 0,
      msg: msg.unknownSymbol,
    });
  });

  it('does not exist where SMS goes out for real, as in production', async () => {
    expect((await post(realSmsServer, jump, { symbol: 'SA', percent: 30 })).statusCode).toBe(404);
  });
});
