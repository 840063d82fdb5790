import { describe, expect, it } from 'vitest';
import type { Bar } from '@vce/market-core/bar';
import { tradingSignals } from './trading-signals';

const barsOf = (closes: number[]): Bar[] =>
  closes.map((close, index) => ({
    time: index * 86_400_000,
    open: close,
    high: close + 1,
    low: close - 1,
    close,
    volume: 100,
    openInterest: 1000,
  }));

describe('trading signals', () => {
  it('finds no signal in a flat market', () => {
    expect(tradingSignals(barsOf(Array(60).fill(100)))).toEqual([]);
  });

  it('dates a 20-day breakout and the MA golden cross at the bars that made them', () => {
    const closes = [...Array(30).fill(100), 110, 112];
    const signals = tradingSignals(barsOf(closes));
    const breakout = signals.find((signal) => signal.kind === 'breakout_high');
    // Day 30 closes at 110, above the previous 20 days' highs of 101.
    expect(breakout).toMatchObject({ time: 30 * 86_400_000, direction: 'long', price: 110 });
    expect(breakout?.text).toBe('收盘突破20日最高价101');
    // MA5 (102) rises above MA20 (100.5) on day 30 too.
    expect(signals.find((signal) => signal.kind === 'ma_golden_cross')?.time).toBe(30 * 86_400_000);
    expect(signals.some((signal) => signal.direction === 'short')).toBe(false);
  });

  it('signals a breakdown and a death cross when prices fall through the range', () => {
    const closes = [...Array(30).fill(100), 90];
    const kinds = tradingSignals(barsOf(closes)).map((signal) => signal.kind);
    expect(kinds).toContain('breakout_low');
    expect(kinds).toContain('ma_death_cross');
  });
});
