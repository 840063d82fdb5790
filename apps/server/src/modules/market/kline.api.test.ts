import { kline, klinePeriods, quotes } from '@vce/contract/market';
import { msg } from '@vce/contract/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, post, type TestApp } from '../../test/harness';
import { barsOfWire, candleFlaws } from '../../test/market-checks';
import { createBarStore } from './bar-store';
import { isTradingDay } from '@vce/market-core/calendar';
import { importBars, parseBarsCsv } from './csv-import';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
  // Prices stand still from here, so pages and calls can be compared.
  await app.market.stop();
});
afterAll(() => app.close());

const hour = 3_600_000;
const beijingOffset = 8 * hour;

async function klineOf(body: Record<string, unknown>) {
  const res = await post(app, kline.path, body);
  expect(res.json(), JSON.stringify(body)).toMatchObject({ code: 1 });
  const data = kline.data.parse(res.json().data);
  return { ...data, bars: barsOfWire(data.bars) };
}
const barsOf = async (body: Record<string, unknown>) => (await klineOf(body)).bars;
const timesOf = (bars: readonly { time: number }[]) => bars.map((bar) => bar.time);

describe('/javactp/market/kline', () => {
  it('answers the main continuous series of a product, labelled as simulated', async () => {
    const data = await klineOf({ symbol: 'rb', period: '1d', limit: 5 });
    const board = quotes.data.parse((await post(app, quotes.path, { symbol: 'rb' })).json().data);
    expect(data).toMatchObject({ feed: 'simulator', simulated: true, symbol: 'rb', name: '螺纹钢', period: '1d' });
    expect(data.main_contract).toBe(board.contracts.find((contract) => contract.is_main)?.contract);
    expect(data.bars).toHaveLength(5);
  });

  it('gives daily bars when no period is asked for, and takes its fields as form text too', async () => {
    const data = await klineOf({ symbol: 'rb' });
    expect(data.period).toBe('1d');
    expect(data.bars).toEqual(await barsOf({ symbol: 'rb', period: '1d', limit: 300 }));
    const form = await post(app, kline.path, { symbol: 'rb', period: '5m', limit: '3' }, { form: true });
    expect(form.json().code).toBe(1);
    expect(barsOfWire(form.json().data.bars)).toEqual(await barsOf({ symbol: 'rb', period: '5m', limit: 3 }));
  });

  it.each(klinePeriods)(
    'gives the newest %s bars up to the limit, oldest first, each a sound candle',
    async (period) => {
      for (const symbol of ['rb', 'SR', 'IF', 'T']) {
        const all = await barsOf({ symbol, period, limit: 5000 });
        expect(all.length, `${symbol} ${period}`).toBeGreaterThan(5);
        const tick = (await post(app, quotes.path, { symbol })).json().data.tick_size as number;
        expect(candleFlaws(all, tick, `${symbol} ${period}`).slice(0, 5)).toEqual([]);
        const limited = await barsOf({ symbol, period, limit: 5 });
        expect(limited).toEqual(all.slice(-5));
      }
    },
  );

  it.each(klinePeriods)('pages %s bars backwards with `before`, without gaps or overlaps', async (period) => {
    const newest = await barsOf({ symbol: 'rb', period, limit: 4 });
    const older = await barsOf({ symbol: 'rb', period, limit: 4, before: newest[0]?.time });
    expect(older.length).toBeGreaterThan(0);
    expect(older.every((bar) => bar.time < (newest[0]?.time ?? 0))).toBe(true);
    expect([...older, ...newest]).toEqual(await barsOf({ symbol: 'rb', period, limit: older.length + 4 }));
  });

  it('walks back through every stored minute of the history page by page', async () => {
    const all = await barsOf({ symbol: 'rb', period: '1m', limit: 5000 });
    // Two stored days of at least a 225-minute day session each (the harness keeps two), then today.
    expect(all.length).toBeGreaterThan(2 * 225);
    const pages: number[][] = [];
    let before: number | undefined;
    for (let page = 0; page < 50; page++) {
      const bars = await barsOf({ symbol: 'rb', period: '1m', limit: 200, ...(before ? { before } : {}) });
      if (bars.length === 0) break;
      pages.unshift(timesOf(bars));
      before = bars[0]?.time;
    }
    expect(pages.flat()).toEqual(timesOf(all));
  });

  it('starts intraday bars on the Beijing clock and daily bars at Beijing midnight', async () => {
    for (const [period, span] of [
      ['5m', 5 * 60_000],
      ['15m', 15 * 60_000],
      ['30m', 30 * 60_000],
      ['60m', hour],
      ['1d', 24 * hour],
    ] as const) {
      const times = timesOf(await barsOf({ symbol: 'IF', period, limit: 200 }));
      expect(
        times.filter((time) => (time + beijingOffset) % span !== 0),
        period,
      ).toEqual([]);
    }
  });

  it('gives one daily bar per trading day of the history, and one weekly bar per week', async () => {
    const days = timesOf(await barsOf({ symbol: 'rb', period: '1d', limit: 5000 })).map((time) =>
      new Date(time + beijingOffset).toISOString().slice(0, 10),
    );
    // The harness keeps 30 trading days of history; today's bar comes with its first trade.
    expect(days.length).toBeGreaterThanOrEqual(30);
    expect(days.length).toBeLessThanOrEqual(31);
    expect(days.slice(0, 30).every(isTradingDay)).toBe(true);
    const weeks = await barsOf({ symbol: 'rb', period: '1w', limit: 5000 });
    const mondays = weeks.map((bar) => {
      const date = new Date(bar.time + beijingOffset);
      return date.getTime() - ((date.getUTCDay() + 6) % 7) * 24 * hour;
    });
    expect(new Set(mondays).size).toBe(weeks.length);
    expect(weeks.reduce((sum, bar) => sum + bar.volume, 0)).toBe(
      (await barsOf({ symbol: 'rb', period: '1d', limit: 5000 })).reduce((sum, bar) => sum + bar.volume, 0),
    );
  });

  it('ends at the main contract’s figures on the quote board', async () => {
    const board = quotes.data.parse((await post(app, quotes.path, { symbol: 'au' })).json().data);
    const main = board.contracts.find((contract) => contract.is_main);
    const [minute] = await barsOf({ symbol: 'au', period: '1m', limit: 1 });
    const [day] = await barsOf({ symbol: 'au', period: '1d', limit: 1 });
    expect(minute?.close).toBe(main?.last);
    expect(day).toMatchObject({ open: main?.open, high: main?.high, low: main?.low, close: main?.last });
    expect(day?.volume).toBe(main?.volume);
  });

  it('serves a stored day imported anew after it was read (within a second), not the day as it was', async () => {
    const [first] = await barsOf({ symbol: 'rb', period: '1m', limit: 5000 });
    if (!first) throw new Error('no stored minute');
    const price = first.close + 7;
    const imported = {
      time: first.time,
      open: price,
      high: price,
      low: price,
      close: price,
      volume: 9,
      openInterest: 99,
    };
    const minute = new Date(first.time + beijingOffset).toISOString().slice(0, 16).replace('T', ' ');
    const csv = `symbol,period,time,open,high,low,close,volume,open_interest\nrb,1m,${minute},${price},${price},${price},${price},9,99`;
    // Written through a store of its own, as the import command (another process) writes it.
    await importBars(createBarStore(app.db), parseBarsCsv(csv).series);
    // Answers are kept while the store says it was not written: it is asked again after a second.
    await expect
      .poll(async () => (await barsOf({ symbol: 'rb', period: '1m', limit: 5000 }))[0], { timeout: 5000 })
      .toEqual(imported);
  });

  it('refuses an unknown product with 没有这个品种', async () => {
    for (const symbol of ['xx', 'RB', 'rb2605']) {
      expect((await post(app, kline.path, { symbol, period: '1d' })).json()).toMatchObject({
        code: 0,
        msg: msg.unknownSymbol,
      });
    }
    expect(msg.unknownSymbol).toBe('没有这个品种');
  });

  it.each([
    [{ symbol: 'rb', period: '2m' }, '周期'],
    [{ symbol: 'rb', period: '1d', limit: 0 }, '条数'],
    [{ symbol: 'rb', period: '1d', limit: 5001 }, '条数'],
    [{ symbol: 'rb', period: '1d', limit: 'many' }, '条数'],
    [{ symbol: 'rb', period: '1d', before: -1 }, '截止时间'],
    [{ period: '1d' }, '品种'],
  ])('refuses %j, naming the field in Chinese', async (body, field) => {
    const res = await post(app, kline.path, body);
    expect(res.json()).toMatchObject({ code: 0, data: null });
    expect(res.json().msg).toContain(field);
  });
});
