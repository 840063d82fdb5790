import type { Bar } from '@vce/market-core/bar';
import { describe, expect, it } from 'vitest';
import { readStrategy } from './strategy-levels';

const bars = (closes: number[]): Bar[] =>
  closes.map((close, i) => ({
    time: i,
    open: close,
    high: close + 2,
    low: close - 2,
    close,
    volume: 1,
    openInterest: 1,
  }));

describe('the strategy notes’ rule', () => {
  it('reads a steady rise as long, with the window’s extremes as levels', () => {
    const reading = readStrategy(bars(Array.from({ length: 30 }, (_, i) => 100 + i)), 10)!;
    expect(reading).toMatchObject({ bias: 'long', close: 129, support: 118, resistance: 131 });
    expect(reading.averageShort).toBe(127);
    expect(reading.averageLong).toBe(119.5);
  });

  it('reads a fall as short and a flat market as range, and needs enough bars', () => {
    expect(readStrategy(bars(Array.from({ length: 30 }, (_, i) => 200 - i)), 10)!.bias).toBe('short');
    expect(readStrategy(bars(Array.from({ length: 30 }, (_, i) => 100 + (i % 2))), 10)!.bias).toBe('range');
    expect(readStrategy(bars([1, 2, 3]), 10)).toBeNull();
  });
});
