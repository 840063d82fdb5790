import {
  capitalFlow,
  marketOverview,
  memberRankings,
  signals,
  spotBasis,
  spreads,
} from '@vce/contract/market-dashboards';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, post, type TestApp } from '../../test/harness';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const ok = async (path: string, body: object = {}) => {
  const res = await post(app, path, body);
  expect(res.json().code).toBe(1);
  return res.json().data;
};
const refusal = async (path: string, body: object) => {
  const res = await post(app, path, body);
  expect(res.statusCode).toBe(200);
  expect(res.json().code).toBe(0);
  return res.json().msg as string;
};

describe('/javactp/market/memberRankings', () => {
  it('lists the top 20 brokers long, short, by volume and net, largest first, marked simulated', async () => {
    const data = memberRankings.data.parse(await ok('/javactp/market/memberRankings', { symbol: 'rb' }));
    expect(data.simulated).toBe(true);
    for (const side of [data.long, data.short, data.volume, data.net]) {
      expect(side).toHaveLength(20);
      expect(side.map((row) => row.rank)).toEqual(Array.from({ length: 20 }, (_, index) => index + 1));
    }
    const longs = data.long.map((row) => row.value);
    expect(longs).toEqual([...longs].sort((a, b) => b - a));
    const nets = data.net.map((row) => Math.abs(row.value));
    expect(nets).toEqual([...nets].sort((a, b) => b - a));
  });

  it("gives a day's changes as the difference from the day before", async () => {
    const latest = memberRankings.data.parse(await ok('/javactp/market/memberRankings', { symbol: 'cu' }));
    const days = (await ok('/javactp/market/kline', { symbol: 'cu', period: '1d', limit: 5 })).bars as number[][];
    const dates = days.map((bar) => new Date((bar[0] ?? 0) + 8 * 3_600_000).toISOString().slice(0, 10));
    const dayBefore = dates[dates.indexOf(latest.trading_day) - 1];
    const before = memberRankings.data.parse(
      await ok('/javactp/market/memberRankings', { symbol: 'cu', date: dayBefore }),
    );
    expect(before.trading_day).toBe(dayBefore);
    const broker = latest.long.find((row) => before.long.some((other) => other.broker === row.broker));
    const previous = before.long.find((row) => row.broker === broker?.broker);
    expect(broker && previous && broker.value - previous.value).toBe(broker?.change);
  });

  it('refuses an unknown symbol, a malformed date and a day without bars', async () => {
    expect(await refusal('/javactp/market/memberRankings', { symbol: 'zz' })).toBe('没有这个品种');
    expect(await refusal('/javactp/market/memberRankings', { symbol: 'rb', date: '2026/01/01' })).toContain('日期');
    expect(await refusal('/javactp/market/memberRankings', { symbol: 'rb', date: '1999-01-04' })).toBe(
      '该日没有排名数据',
    );
  });
});

describe('/javactp/market/capitalFlow', () => {
  it('ranks every product by the capital settled in it', async () => {
    const data = capitalFlow.data.parse(await ok('/javactp/market/capitalFlow'));
    expect(data.list).toHaveLength(88);
    const capitals = data.list.map((row) => row.capital);
    expect(capitals).toEqual([...capitals].sort((a, b) => b - a));
    expect(data.list[0]?.capital).toBeGreaterThan(1e9);
  });
});

describe('/javactp/market/spotBasis', () => {
  it('gives spot, futures and basis = spot − futures for each day', async () => {
    const data = spotBasis.data.parse(await ok('/javactp/market/spotBasis', { symbol: 'm', limit: 10 }));
    expect(data.list.length).toBeGreaterThan(5);
    expect(data.list.length).toBeLessThanOrEqual(10);
    for (const day of data.list) expect(day.basis).toBeCloseTo(day.spot - day.futures, 6);
  });
});

describe('/javactp/market/spreads', () => {
  it('computes rebar minus hot coil from the two main series, day by day', async () => {
    const data = spreads.data.parse(await ok('/javactp/market/spreads', { id: 'rb-hc', limit: 5 }));
    expect(data.definitions.map((spread) => spread.id)).toContain('soy-crush');
    const rb = (await ok('/javactp/market/kline', { symbol: 'rb', period: '1d', limit: 30 })).bars as number[][];
    const hc = (await ok('/javactp/market/kline', { symbol: 'hc', period: '1d', limit: 30 })).bars as number[][];
    const point = data.points.at(-2);
    const close = (bars: number[][]) => bars.find((bar) => bar[0] === point?.time)?.[4] ?? NaN;
    expect(point?.value).toBeCloseTo(close(rb) - close(hc), 2);
  });

  it('refuses an unknown spread', async () => {
    expect(await refusal('/javactp/market/spreads', { id: 'gold-silver' })).toBe('没有这个价差');
  });
});

describe('/javactp/market/overview', () => {
  it('lists the main contract of the products that traded today with sector and open interest', async () => {
    const data = marketOverview.data.parse(await ok('/javactp/market/overview'));
    expect(data.list.length).toBeGreaterThan(60);
    const rebar = data.list.find((row) => row.symbol === 'rb');
    expect(rebar?.sector).toBe('黑色金属');
    expect(rebar?.open_interest).toBeGreaterThan(0);
  });
});

describe('/javactp/market/signals', () => {
  it('lists signals newest first, filtered by symbol and direction', async () => {
    const all = signals.data.parse(await ok('/javactp/market/signals', { limit: 200 }));
    expect(all.list.length).toBeGreaterThan(0);
    const times = all.list.map((signal) => signal.time);
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const longs = signals.data.parse(await ok('/javactp/market/signals', { symbol: 'rb', direction: 'long' }));
    for (const signal of longs.list) expect(signal).toMatchObject({ symbol: 'rb', name: '螺纹钢', direction: 'long' });
  });

  it('refuses an unknown direction and an unknown symbol', async () => {
    expect(await refusal('/javactp/market/signals', { direction: 'up' })).toContain('方向');
    expect(await refusal('/javactp/market/signals', { symbol: 'zz' })).toBe('没有这个品种');
  });
});

describe('member rankings of the day in progress', () => {
  it('are not published before the close: the latest list is the last finished day', async () => {
    const state = app.market.seriesOf('rb');
    const latest = memberRankings.data.parse(await ok('/javactp/market/memberRankings', { symbol: 'rb' }));
    expect(latest.trading_day).not.toBe(state?.tradingDay);
    expect(await refusal('/javactp/market/memberRankings', { symbol: 'rb', date: state?.tradingDay })).toBe(
      '该日没有排名数据',
    );
  });
});
