import { boll, kdj, macd, rsi, sma } from '@vce/market-core/indicators';
import type { Indicator, KLineData } from 'klinecharts';
import { describe, expect, it } from 'vitest';
import { indicatorDefinitions } from './indicator-definitions';

/** 120 bars of a fixed, wandering series. */
const bars: KLineData[] = Array.from({ length: 120 }, (_, index) => {
  const close = 3500 + 80 * Math.sin(index / 7) + 3 * ((index * 37) % 11);
  return { timestamp: index * 86_400_000, open: close - 4, high: close + 9, low: close - 12, close, volume: 1000 };
});
const closes = bars.map((bar) => bar.close);

/** The chart's figures of one indicator with its default parameters, bar by bar. */
function chartValues(name: string) {
  const definition = indicatorDefinitions.find((candidate) => candidate.name === name);
  if (!definition) throw new Error(`no ${name}`);
  const calcParams = definition.calcParams ?? [];
  return definition.calc(bars, { calcParams } as unknown as Indicator<
    Record<string, number | undefined>,
    number
  >) as Record<string, number | undefined>[];
}
const orUndefined = (value: number | undefined) => (value === undefined || Number.isNaN(value) ? undefined : value);

describe('the K-line chart’s indicators', () => {
  it('draw the server’s MACD (12, 26, 9) from the first bar', () => {
    const server = macd(closes);
    expect(chartValues('MACD')).toEqual(
      bars.map((_, index) => ({ dif: server.dif[index], dea: server.dea[index], macd: server.histogram[index] })),
    );
    expect(chartValues('MACD')[0]).toEqual({ dif: 0, dea: 0, macd: 0 });
  });

  it('draw the server’s KDJ (9, 3, 3), RSI (6, 12, 24) and BOLL (20, 2) from the first bar', () => {
    const { k, d, j } = kdj(bars);
    expect(chartValues('KDJ')).toEqual(bars.map((_, index) => ({ k: k[index], d: d[index], j: j[index] })));
    const lines = [6, 12, 24].map((period) => rsi(closes, period));
    expect(chartValues('RSI')).toEqual(
      bars.map((_, index) => ({
        rsi1: orUndefined(lines[0]?.[index]),
        rsi2: orUndefined(lines[1]?.[index]),
        rsi3: orUndefined(lines[2]?.[index]),
      })),
    );
    const bands = boll(closes);
    expect(chartValues('BOLL')).toEqual(
      bars.map((_, index) => ({
        up: orUndefined(bands.upper[index]),
        mid: orUndefined(bands.middle[index]),
        dn: orUndefined(bands.lower[index]),
      })),
    );
  });

  it('show by default every average the MA5/MA20 signal uses', () => {
    const ma = chartValues('MA');
    const [ma5, ma20] = [sma(closes, 5), sma(closes, 20)];
    const periods = indicatorDefinitions.find((definition) => definition.name === 'MA')?.calcParams;
    expect(periods).toEqual(expect.arrayContaining([5, 20]));
    const at = (period: number) => `ma${(periods?.indexOf(period) ?? 0) + 1}`;
    for (let index = 0; index < bars.length; index++) {
      expect(ma[index]?.[at(5)]).toBe(orUndefined(ma5[index]));
      expect(ma[index]?.[at(20)]).toBe(orUndefined(ma20[index]));
    }
  });
});
