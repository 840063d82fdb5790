import { kline, quotes } from '@vce/contract/market';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, post, type TestApp } from '../../test/harness';
import { barsOfWire } from '../../test/market-checks';
import { beijingDate, beijingInstant } from '@vce/market-core/calendar';
import { engineOf } from './market-plugin';

let app: TestApp;
/** The engine's clock: the last instant it ticked at. */
let clock = Date.now();
const tickAt = (now: number) => {
  clock = now;
  engineOf(app)?.tick(now);
};
beforeAll(async () => {
  app = await createTestApp();
  // The test moves the clock itself: the engine's own one-second timer stops here.
  await engineOf(app)?.stop();
});
afterAll(() => app.close());

const minute = 60_000;
const day = 86_400_000;

async function mainOf(symbol: string) {
  const board = quotes.data.parse((await post(app, quotes.path, { symbol })).json().data);
  const main = board.contracts.find((contract) => contract.is_main);
  if (!main) throw new Error(`no main contract of ${symbol}`);
  return main;
}
async function barsOf(body: Record<string, unknown>) {
  const res = await post(app, kline.path, body);
  expect(res.json().code).toBe(1);
  return barsOfWire(kline.data.parse(res.json().data).bars);
}
/** The next Beijing midnight at least `margin` ms away. */
function midnightAfter(now: number, margin: number) {
  const midnight = beijingInstant(beijingDate(now + margin), '00:00') + day;
  return midnight - now < margin ? midnight + day : midnight;
}

describe('the market as it ticks (always open)', () => {
  it('moves the main contract’s price and volume and grows today’s minute bars', async () => {
    // Far from midnight, so that every tick falls on the same trading day.
    let now = clock + 1000;
    if (midnightAfter(now, 0) - now < 20 * minute) now = midnightAfter(now, 0) + minute;
    tickAt(now);
    const first = await mainOf('rb');
    const barsBefore = await barsOf({ symbol: 'rb', period: '1m', limit: 5000 });
    const prices = new Set<number>();
    const volumes: number[] = [];
    const ticks = [1, 2, 3, 4, 5, 6].map((step) => now + step * minute);
    for (const at of ticks) {
      tickAt(at);
      const main = await mainOf('rb');
      prices.add(main.last);
      volumes.push(main.volume);
    }
    expect((await mainOf('rb')).contract).toBe(first.contract);
    expect(prices.size).toBeGreaterThan(1);
    expect(volumes[0]).toBeGreaterThan(first.volume);
    expect(volumes).toEqual([...volumes].sort((a, b) => a - b));
    const barsAfter = await barsOf({ symbol: 'rb', period: '1m', limit: 5000 });
    const newBars = barsAfter.filter((bar) => bar.time > (barsBefore.at(-1)?.time ?? 0));
    expect(newBars.map((bar) => bar.time)).toEqual(ticks.map((at) => at - (at % minute)));
    expect(newBars.at(-1)?.close).toBe((await mainOf('rb')).last);
    const [today] = await barsOf({ symbol: 'rb', period: '1d', limit: 1 });
    expect(today?.volume).toBe(volumes.at(-1));
  });

  it('keeps the last minute of a trading day when the next one begins', async () => {
    const midnight = midnightAfter(clock, 10 * minute);
    tickAt(midnight - 100_000);
    await engineOf(app)?.flush();
    // 23:59:10: a new minute bar begins, not yet written.
    tickAt(midnight - 50_000);
    const lastMinute = await mainOf('rb');
    tickAt(midnight + 1000);
    await engineOf(app)?.flush();
    const [final] = await barsOf({ symbol: 'rb', period: '1m', limit: 1, before: midnight });
    expect(final?.time).toBe(midnight - minute);
    expect(final?.close).toBe(lastMinute.last);
    // Yesterday's daily bar is complete, and today's has begun.
    const [yesterday, today] = await barsOf({ symbol: 'rb', period: '1d', limit: 2 });
    expect(yesterday?.time).toBe(midnight - day);
    expect(yesterday?.close).toBe(lastMinute.last);
    expect(yesterday?.volume).toBe(lastMinute.volume);
    expect(today?.time).toBe(midnight);
  });
});
