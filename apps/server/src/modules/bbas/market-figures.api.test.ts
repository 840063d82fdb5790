import { bbasDataStatistics, bbasExpressList, bbasPivotInfo } from '@vce/contract/bbas';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { marketAlerts } from '../../db/schema/market';
import { createTestApp, post, type TestApp } from '../../test/harness';
import { createAlertStore } from '../market/alert-store';
import { beijingDate } from '@vce/market-core/calendar';

let app: TestApp;
beforeAll(async () => {
  // Half a year of trading days: enough for the 60-day volatility and a few complete months.
  app = await createTestApp({ MARKET_HISTORY_DAYS: '120' });
});
afterAll(() => app.close());

const dataOf = async (path: string, body: Record<string, unknown>) => {
  const res = await post(app, path, body);
  expect(res.statusCode).toBe(200);
  expect(res.json()).toMatchObject({ code: 1 });
  return res.json().data;
};

/** The series' bars of completed days (the last daily bar is today's while today trades). */
const completedBars = (symbol: string) => {
  const state = app.market.seriesOf(symbol)!;
  return state.daily.filter((bar) => beijingDate(bar.time) < state.tradingDay);
};

describe('/api/bbas/getPivotInfo', () => {
  it('computes the classic pivots of the previous trading day, on the tick', async () => {
    const data = bbasPivotInfo.data.parse(await dataOf('/api/bbas/getPivotInfo', { symbol: 'rb' }));
    const previous = completedBars('rb').at(-1)!;
    expect(data).toMatchObject({ symbol: 'rb', name: '螺纹钢', feed: 'simulator', simulated: true });
    expect(data.pivot).toMatchObject({
      based_on: beijingDate(previous.time),
      high: previous.high,
      low: previous.low,
      close: previous.close,
    });
    const p = (previous.high + previous.low + previous.close) / 3;
    const level = (name: string) => data.pivot?.levels.find((entry) => entry.name === name)?.price ?? NaN;
    // rb trades on a tick of 1: each level is the formula rounded to the nearest yuan.
    expect(level('P')).toBe(Math.round(p));
    expect(level('R1')).toBe(Math.round(2 * p - previous.low));
    expect(level('S1')).toBe(Math.round(2 * p - previous.high));
    expect(level('R2')).toBe(Math.round(p + previous.high - previous.low));
    expect(level('S2')).toBe(Math.round(p - previous.high + previous.low));
    expect(level('R3')).toBe(Math.round(previous.high + 2 * (p - previous.low)));
    expect(level('S3')).toBe(Math.round(previous.low - 2 * (previous.high - p)));
  });

  it('places the last price between the levels around it', async () => {
    const data = bbasPivotInfo.data.parse(await dataOf('/api/bbas/getPivotInfo', { symbol: 'au' }));
    const { lower, upper, position } = data.pivot!;
    if (lower) expect(lower.price).toBeLessThanOrEqual(data.last);
    if (upper) expect(upper.price).toBeGreaterThan(data.last);
    expect(position).toMatch(/^(位于|正处于)/);
    for (const entry of data.pivot!.levels) expect(Number.isInteger(Math.round(entry.price / 0.02 + 1e-9))).toBe(true);
  });
});

describe('/api/bbas/getDataStatistics', () => {
  it('gives seasonality over twelve months, realised volatility and open-interest statistics', async () => {
    const data = bbasDataStatistics.data.parse(await dataOf('/api/bbas/getDataStatistics', { symbol: 'cu' }));
    const bars = completedBars('cu');
    const state = app.market.seriesOf('cu')!;
    const { months, from, to } = data.seasonality;
    expect(months.map((month) => month.month)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    // One year of each complete month after the first one of the history, up to last month.
    const counted = months.filter((month) => month.years > 0);
    expect(counted.length).toBeGreaterThanOrEqual(4);
    for (const month of counted) {
      expect(month.years).toBe(1);
      expect([0, 100]).toContain(month.up_ratio);
      expect(month.average_return! > 0).toBe(month.up_ratio === 100);
    }
    for (const month of months.filter((entry) => entry.years === 0)) expect(month.average_return).toBeNull();
    expect(from > beijingDate(bars[0]!.time).slice(0, 7)).toBe(true);
    expect(to < state.tradingDay.slice(0, 7)).toBe(true);
    expect(data.volatility.hv20).toBeGreaterThan(0);
    expect(data.volatility.hv60).toBeGreaterThan(0);
    const now = state.book.main!.openInterest;
    expect(data.positions).toMatchObject({
      open_interest: now,
      change_5d: now - bars.at(-5)!.openInterest,
      change_20d: now - bars.at(-20)!.openInterest,
      days: bars.length,
    });
    expect(data.positions.percentile).toBe(
      Math.round((bars.filter((bar) => bar.openInterest <= now).length / bars.length) * 10_000) / 100,
    );
  });
});

describe('/api/bbas/getExpressList', () => {
  const hour = 3_600_000;

  it('merges the stored alerts with the editor notes, newest first', async () => {
    // Older than anything the running engine raises during the test, so `before` isolates them; the
    // alerts the start found in the replayed history go first.
    const base = Date.now() - 10 * hour;
    await app.db.delete(marketAlerts).where(eq(marketAlerts.symbol, 'i'));
    await createAlertStore(app.db).save([
      {
        time: base,
        symbol: 'i',
        name: '铁矿石',
        contract: 'i2605',
        kind: 'plunge',
        text: '铁矿石i2605 5分钟内快速下跌1.10%',
        price: 780.5,
        zdf: -1.6,
      },
      {
        time: base - 20 * hour,
        symbol: 'i',
        name: '铁矿石',
        contract: 'i2605',
        kind: 'oi_surge',
        text: '铁矿石i2605 5分钟内增仓12000手',
        price: 790,
        zdf: 0.3,
      },
    ]);
    const data = bbasExpressList.data.parse(
      await dataOf('/api/bbas/getExpressList', { symbol: 'i', before: Date.now() - 5 * hour }),
    );
    // Alerts 10 and 30 hours old; seeded notes 2, 27 and 75 hours old: the window interleaves four.
    expect(data.list.map((item) => item.kind)).toEqual(['alert', 'note', 'alert', 'note']);
    expect(data.list[0]).toMatchObject({
      title: '铁矿石快速下跌',
      content: '铁矿石i2605 5分钟内快速下跌1.10%，最新价780.5，涨跌幅-1.6%。',
      source: 'vce行情监控',
      price: 780.5,
      zdf: -1.6,
    });
    expect(data.list[1]).toMatchObject({ title: '铁矿石持仓观察（示例）', source: 'vce编辑部（示例）', price: null });
    const times = data.list.map((item) => item.time);
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it('pages back with before and keeps the limit', async () => {
    const first = bbasExpressList.data.parse(await dataOf('/api/bbas/getExpressList', { symbol: 'm', limit: 2 }));
    expect(first.list).toHaveLength(2);
    const older = bbasExpressList.data.parse(
      await dataOf('/api/bbas/getExpressList', { symbol: 'm', limit: 2, before: first.list.at(-1)!.time }),
    );
    expect(older.list.length).toBeGreaterThan(0);
    expect(older.list.every((item) => item.time < first.list.at(-1)!.time)).toBe(true);
    expect(first.list.map((item) => item.id)).not.toContain(older.list[0]?.id);
  });

  it('answers an empty list for a product with no notes and an old cursor', async () => {
    const data = bbasExpressList.data.parse(await dataOf('/api/bbas/getExpressList', { symbol: 'lh', before: 1 }));
    expect(data.list).toEqual([]);
  });
});

describe('bad input to the market figure calls', () => {
  it.each([
    ['/api/bbas/getPivotInfo', {}, '品种不能为空'],
    ['/api/bbas/getPivotInfo', { symbol: 'RB' }, '没有这个品种'],
    ['/api/bbas/getDataStatistics', { symbol: 'zz' }, '没有这个品种'],
    ['/api/bbas/getDataStatistics', { symbol: 'r\u0000b' }, '品种包含无效字符'],
    ['/api/bbas/getExpressList', { symbol: 'zz' }, '没有这个品种'],
    ['/api/bbas/getExpressList', { symbol: 'rb', limit: 0 }, '条数不能小于1'],
    ['/api/bbas/getExpressList', { symbol: 'rb', limit: 101 }, '条数不能大于100'],
    ['/api/bbas/getExpressList', { symbol: 'rb', before: -1 }, '截止时间不能小于0'],
    ['/api/bbas/getExpressList', { symbol: 'rb', before: 'yesterday' }, '截止时间格式不正确'],
  ])('%s %j answers code 0: %s', async (path, body, message) => {
    const res = await post(app, path, body);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ code: 0, msg: message });
  });
});
