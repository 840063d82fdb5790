import { kline } from '@vce/contract/market';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, post, type TestApp } from '../../test/harness';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const lastBarOf = async (body: object) => {
  const res = await post(app, kline.path, body);
  return { bytes: res.rawPayload, bar: kline.data.parse(res.json().data).bars.at(-1)! };
};

describe('kept K-line answers', () => {
  it('answers the same bytes while the series stands still, and follows the forming bar as the market trades', async () => {
    const body = { symbol: 'rb', period: '1m', limit: 3000 };
    const first = await lastBarOf(body);
    const again = await lastBarOf(body);
    // The same answer within the second while no trade moved the forming bar between the two asks
    // (the envelope's time is then the only part that could move; the engine trades every second).
    const sameSecond = JSON.parse(again.bytes.toString()).time === JSON.parse(first.bytes.toString()).time;
    if (sameSecond && again.bar.join() === first.bar.join()) expect(again.bytes.equals(first.bytes)).toBe(true);
    // The engine trades every second here (MARKET_ALWAYS_OPEN): the forming minute's volume grows.
    await expect
      .poll(async () => (await lastBarOf(body)).bar.join(), { timeout: 15_000, interval: 250 })
      .not.toBe(first.bar.join());
    const board = app.market.seriesOf('rb')!;
    await expect
      .poll(async () => (await lastBarOf(body)).bar[5] === board.minutes.at(-1)!.volume, { timeout: 5000 })
      .toBe(true);
  });

  it('keeps an older page of finished bars as the forming bar moves', async () => {
    const newest = await post(app, kline.path, { symbol: 'cu', period: '1d', limit: 2 });
    const [older] = kline.data.parse(newest.json().data).bars;
    const page = { symbol: 'cu', period: '1d', limit: 10, before: older![0] + 1 };
    const first = kline.data.parse((await post(app, kline.path, page)).json().data).bars;
    expect(first.at(-1)).toEqual(older);
    expect(first).toHaveLength(10);
  });
});
