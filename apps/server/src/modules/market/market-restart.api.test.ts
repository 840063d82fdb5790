import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { kline, quotes } from '@vce/contract/market';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, post, type TestApp } from '../../test/harness';
import { createScratchDatabase } from '../../test/migrated-databases';
import { beijingInstant } from '@vce/market-core/calendar';
import { catalogueProducts, sectorProfileOf } from '@vce/market-core/product-spec';

/** Storage that outlives one server: a PGlite directory, or a database of its own on PostgreSQL. */
let storage: { env: Record<string, string>; pgliteDir?: string; remove(): Promise<void> };
beforeAll(async () => {
  const serverUrl = process.env.DATABASE_URL;
  if (serverUrl) {
    const database = await createScratchDatabase(serverUrl);
    storage = { env: { DATABASE_URL: database.url }, remove: database.drop };
  } else {
    const dir = mkdtempSync(path.join(tmpdir(), 'vce-market-restart-'));
    storage = { env: {}, pgliteDir: dir, remove: async () => rmSync(dir, { recursive: true, force: true }) };
  }
});
afterAll(() => storage.remove());

const symbols = ['rb', 'SR', 'IF'];

type QuoteContract = ReturnType<typeof quotes.data.parse>['contracts'][number];

/** What a chart and a quote board show of a product, split at the start of today's trading day. */
async function lookAt(app: TestApp, symbol: string) {
  const board = quotes.data.parse((await post(app, quotes.path, { symbol })).json().data);
  const todayStart = beijingInstant(board.trading_day, '00:00');
  const barsOf = async (period: '1m' | '1d') => {
    const res = await post(app, kline.path, { symbol, period, limit: 5000 });
    return kline.data.parse(res.json().data).bars;
  };
  const [daily, minutes] = await Promise.all([barsOf('1d'), barsOf('1m')]);
  return {
    board,
    main: board.contracts.find((contract) => contract.is_main),
    pastDays: daily.filter(([time]) => time < todayStart),
    pastMinutes: minutes.filter(([time]) => time < todayStart),
    todayMinutes: minutes.filter(([time]) => time >= todayStart),
  };
}

/** Starts a server on the storage and stops its market at once: what it shows is what it opened with. */
async function startAndLook(seed: string) {
  const app = await createTestApp({ ...storage.env, MARKET_SEED: seed }, { pgliteDir: storage.pgliteDir });
  try {
    await app.market.stop();
    const stoppedAt = Date.now();
    return { stoppedAt, looks: await Promise.all(symbols.map((symbol) => lookAt(app, symbol))) };
  } finally {
    await app.close();
  }
}

/**
 * How far a price may move in `ms` of round-the-clock trading (the harness trades every minute of
 * the day): five standard deviations of the sector's daily volatility over that time and the
 * minute under way, and two ticks of rounding.
 */
function normalMove(symbol: string, price: number, ms: number) {
  const spec = catalogueProducts.find((product) => product.code === symbol);
  if (!spec) throw new Error(`no product ${symbol}`);
  const days = (ms + 60_000) / 86_400_000;
  return 5 * price * sectorProfileOf(spec).dailyVolatility * Math.sqrt(days) + 2 * spec.tick_size;
}

describe('a restart of the server', () => {
  // Another seed the second time: a server that did not carry the stored market on would show its own
  // seed's prices, some 10 % away, and its own past.
  let first: Awaited<ReturnType<typeof startAndLook>>;
  let second: Awaited<ReturnType<typeof startAndLook>>;
  beforeAll(async () => {
    // Round-the-clock trading begins each day at Beijing midnight: in its first minutes there is no
    // stored minute of today to compare yet, so those are waited out.
    const sinceMidnight = (Date.now() + 8 * 3_600_000) % 86_400_000;
    if (sinceMidnight < 3 * 60_000) await new Promise((resolve) => setTimeout(resolve, 3 * 60_000 - sinceMidnight));
    first = await startAndLook('first start');
    second = await startAndLook('second start');
    // Two starts (slow when the machine is busy), perhaps after the wait above.
  }, 360_000);

  it('keeps the stored history of past days, even when the simulator runs another seed', () => {
    symbols.forEach((symbol, index) => {
      const [before, after] = [first.looks[index], second.looks[index]];
      // The harness keeps 30 trading days of daily bars and two of minute bars.
      expect(before?.pastDays.length, symbol).toBe(30);
      expect(before?.pastMinutes.length, symbol).toBeGreaterThan(2 * 225);
      expect(after?.pastDays, symbol).toEqual(before?.pastDays);
      expect(after?.pastMinutes, symbol).toEqual(before?.pastMinutes);
    });
  });

  it('keeps today’s stored minute bars and adds the minutes since after them', () => {
    symbols.forEach((symbol, index) => {
      const [before, after] = [first.looks[index]?.todayMinutes ?? [], second.looks[index]?.todayMinutes ?? []];
      // Minutes of today so far (a few at least: see the wait above).
      expect(before.length, symbol).toBeGreaterThan(1);
      // The last stored minute may still have been forming: the second server trades on in it.
      expect(after.slice(0, before.length - 1), symbol).toEqual(before.slice(0, -1));
      expect(after[before.length - 1]?.slice(0, 2), symbol).toEqual(before.at(-1)?.slice(0, 2));
    });
  });

  it('opens each product at its last stored close, open interest and spot instead of jumping', () => {
    const elapsed = second.stoppedAt - first.stoppedAt;
    symbols.forEach((symbol, index) => {
      const [before, after] = [first.looks[index], second.looks[index]];
      const [, , , , close = 0, , openInterest = 0] = before?.todayMinutes.at(-1) ?? [];
      const last = after?.main?.last ?? 0;
      const label = `${symbol}: stored close ${close}, first price after the restart ${last}`;
      expect(Math.abs(last - close), label).toBeLessThanOrEqual(normalMove(symbol, close, elapsed));
      const spot = before?.board.spot ?? 0;
      expect(Math.abs((after?.board.spot ?? 0) - spot), `${symbol} spot`).toBeLessThanOrEqual(
        normalMove(symbol, spot, elapsed),
      );
      expect(Math.abs((after?.main?.open_interest ?? 0) - openInterest), `${symbol} open interest`).toBeLessThan(
        0.02 * openInterest,
      );
    });
  });

  it('keeps the main contract’s previous settlement and limits, which the replay would settle elsewhere', () => {
    symbols.forEach((symbol, index) => {
      const yesterdayOf = (main: QuoteContract | undefined) =>
        main && { contract: main.contract, pre_settle: main.pre_settle, limits: [main.limit_down, main.limit_up] };
      expect(yesterdayOf(second.looks[index]?.main), symbol).toEqual(yesterdayOf(first.looks[index]?.main));
    });
  });
});
