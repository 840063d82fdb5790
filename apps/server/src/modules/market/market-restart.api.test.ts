import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { kline, quotes } from '@vce/contract/market';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createScratchDatabase, createTestApp, post, type TestApp } from '../../test/harness';
import { beijingInstant } from './calendar';

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

/** What a chart and a quote board show of a product; bars of past trading days only. */
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
    pastDays: daily.filter(([time]) => time < todayStart),
    pastMinutes: minutes.filter(([time]) => time < todayStart),
  };
}

async function startAndLook(seed: string) {
  const app = await createTestApp({ ...storage.env, MARKET_SEED: seed }, { pgliteDir: storage.pgliteDir });
  try {
    await app.market.stop();
    return await Promise.all(symbols.map((symbol) => lookAt(app, symbol)));
  } finally {
    await app.close();
  }
}

describe('a restart of the server', () => {
  it('keeps the stored history of past days, even when the simulator runs another seed', async () => {
    const first = await startAndLook('first start');
    const second = await startAndLook('second start');
    symbols.forEach((symbol, index) => {
      const [before, after] = [first[index], second[index]];
      // The harness keeps 30 trading days of daily bars and two of minute bars.
      expect(before?.pastDays.length, symbol).toBe(30);
      expect(before?.pastMinutes.length, symbol).toBeGreaterThan(2 * 225);
      expect(after?.pastDays, symbol).toEqual(before?.pastDays);
      expect(after?.pastMinutes, symbol).toEqual(before?.pastMinutes);
    });
    // The second start did simulate another market: its quotes are not the first one's.
    expect(second.map((look) => look.board.spot)).not.toEqual(first.map((look) => look.board.spot));
    // Two starts in one test: slow when the machine is busy.
  }, 120_000);
});
