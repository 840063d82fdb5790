import { bbasExpressList } from '@vce/contract/bbas';
import { alerts } from '@vce/contract/market-feed';
import { msg } from '@vce/contract/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, post, type TestApp } from '../../test/harness';

let app: TestApp;
/** Before the server starts: only alerts of the replayed history can be older. */
let startedAt: number;
beforeAll(async () => {
  startedAt = Date.now();
  app = await createTestApp();
});
afterAll(() => app.close());

const alertsOf = async (body: Record<string, unknown>) => {
  const res = await post(app, alerts.path, body);
  expect(res.json(), JSON.stringify(body)).toMatchObject({ code: 1 });
  return alerts.data.parse(res.json().data).list;
};

describe('/javactp/market/alerts on a first start', () => {
  it('answers alerts found in the replayed history before any live trading', async () => {
    const list = await alertsOf({ limit: 200 });
    const fromHistory = list.filter((alert) => alert.time < startedAt);
    expect(fromHistory.length).toBeGreaterThan(0);
    for (const alert of fromHistory) expect(alert.text).toContain(`${alert.name}${alert.contract}`);
    expect(list.map((alert) => alert.time)).toEqual(list.map((alert) => alert.time).sort((a, b) => b - a));
  });

  it('gives a product’s own alerts, which its BBAS market express shows', async () => {
    const [newest] = await alertsOf({ limit: 1 });
    const symbol = newest?.symbol ?? '';
    const own = await alertsOf({ symbol, limit: 200 });
    expect(own.length).toBeGreaterThan(0);
    expect(own.every((alert) => alert.symbol === symbol)).toBe(true);
    const express = await post(app, bbasExpressList.path, { symbol });
    expect(express.json().data.list.some((item: { kind: string }) => item.kind === 'alert')).toBe(true);
  });
});

describe('/javactp/market/alerts with bad input', () => {
  it.each([
    [{ symbol: 123 }, '品种'],
    [{ symbol: ['rb'] }, '品种'],
    [{ symbol: { code: 'rb' } }, '品种'],
    [{ symbol: 'rb123456789' }, '品种'],
    [{ symbol: 'r\u0000b' }, '品种'],
    [{ symbol: 'xx' }, msg.unknownSymbol],
    [{ symbol: 'RB' }, msg.unknownSymbol],
    [{ limit: 'many' }, '条数'],
    [{ limit: {} }, '条数'],
    [{ limit: 1.5 }, '条数'],
    [{ limit: 0 }, '条数'],
    [{ limit: -3 }, '条数'],
    [{ limit: 201 }, '条数'],
    [{ limit: null }, '条数'],
    [{ symbol: 'rb', limit: 1e12 }, '条数'],
  ])('refuses %j with code 0, naming the field in Chinese', async (body, named) => {
    const res = await post(app, alerts.path, body);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ code: 0, data: null });
    expect(res.json().msg).toContain(named);
  });

  it('refuses bad form fields the same way', async () => {
    for (const [body, named] of [
      [{ limit: 'abc' }, '条数'],
      [{ limit: '500' }, '条数'],
      [{ symbol: 'zzz' }, msg.unknownSymbol],
    ] as const) {
      const res = await post(app, alerts.path, body, { form: true });
      expect(res.json(), JSON.stringify(body)).toMatchObject({ code: 0 });
      expect(res.json().msg).toContain(named);
    }
  });

  it('never answers 500 to a body that is not an object', async () => {
    for (const payload of ['[]', '"rb"', '42', 'null', '{"symbol":']) {
      const res = await app.inject({
        method: 'POST',
        url: alerts.path,
        headers: { 'content-type': 'application/json', platform: 'pc', 'channel-name': 'pc' },
        payload,
      });
      expect(res.statusCode, payload).toBeLessThan(500);
      expect(res.json(), payload).toHaveProperty('code');
    }
  });
});
