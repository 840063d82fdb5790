import { describe, expect, it } from 'vitest';
import type { Bar } from '@vce/market-core/bar';
import { decodeBars, encodeBars } from './bar-codec';

const minute = Date.parse('2026-03-16T09:01:00+08:00');
const bar = (time: number, prices: [number, number, number, number], volume = 1200, openInterest = 1_850_000): Bar => {
  const [open, high, low, close] = prices;
  return { time, open, high, low, close, volume, openInterest };
};

describe('bar codec', () => {
  it('brings back stock-index bars on the 0.2 grid exactly', () => {
    const bars = [
      bar(minute, [3873.8, 3875.2, 3871.4, 3874.6], 812, 231_456),
      bar(minute + 60_000, [3874.6, 3874.6, 3869.8, 3870.0], 1, 231_455),
    ];
    expect(decodeBars(encodeBars(bars), 0.2)).toEqual(bars);
  });

  it('brings back treasury bars on the 0.005 grid exactly', () => {
    const bars = [bar(minute, [108.345, 108.36, 108.305, 108.315], 4321, 98_765)];
    const decoded = decodeBars(encodeBars(bars), 0.005);
    expect(decoded).toEqual(bars);
    expect(String(decoded[0]?.close)).toBe('108.315');
  });

  it('keeps large prices, daily volumes and open interest of the busiest products', () => {
    const daily = Date.parse('2026-03-16T00:00:00+08:00');
    const bars = [bar(daily, [255_010, 258_990, 251_000, 257_300], 1_834_567, 2_345_678)];
    expect(decodeBars(encodeBars(bars), 10)).toEqual(bars);
  });

  it('packs each bar into 28 bytes and decodes an empty chunk to no bars', () => {
    expect(encodeBars([bar(minute, [1, 1, 1, 1])]).byteLength).toBe(28);
    expect(decodeBars(encodeBars([]), 1)).toEqual([]);
  });

  it('decodes bytes that start at an odd offset of a larger buffer', () => {
    const bars = [bar(minute, [3300, 3302, 3299, 3301])];
    const encoded = encodeBars(bars);
    const pool = new Uint8Array(encoded.byteLength + 3);
    pool.set(encoded, 3);
    expect(decodeBars(pool.subarray(3), 1)).toEqual(bars);
  });

  it('decodes a Node Buffer that views a shared pool at an offset, as the pg driver hands bytea over', () => {
    const bars = [bar(minute, [3300, 3302, 3299, 3301]), bar(minute + 60_000, [3301, 3303, 3300, 3303])];
    const encoded = encodeBars(bars);
    const pool = new ArrayBuffer(4096);
    const fromDriver = Buffer.from(pool, 100, encoded.byteLength);
    fromDriver.set(encoded);
    expect(decodeBars(fromDriver, 1)).toEqual(bars);
  });
});
