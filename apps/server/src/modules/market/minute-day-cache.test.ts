import { describe, expect, it } from 'vitest';
import type { Bar } from '@vce/market-core/bar';
import { MinuteDayCache } from './minute-day-cache';

const barsOfDay = (count: number): Bar[] =>
  Array.from({ length: count }, (_, index) => ({
    time: index * 60_000,
    open: 1,
    high: 1,
    low: 1,
    close: 1,
    volume: 1,
    openInterest: 1,
  }));

describe('decoded minute days', () => {
  it('serves a day only under the version it was decoded from', () => {
    const cache = new MinuteDayCache(1000);
    const day = barsOfDay(3);
    cache.set('rb|2026-03-16', 'v1', day);
    expect(cache.get('rb|2026-03-16', 'v1')).toBe(day);
    expect(cache.get('rb|2026-03-16', 'v2')).toBeUndefined();
    cache.set('rb|2026-03-16', 'v2', barsOfDay(2));
    expect(cache.size).toBe(2);
  });

  it('lets the least recently read days go once they hold more bars than the bound', () => {
    const cache = new MinuteDayCache(10);
    cache.set('a', 'v', barsOfDay(4));
    cache.set('b', 'v', barsOfDay(4));
    cache.get('a', 'v');
    cache.set('c', 'v', barsOfDay(4));
    expect(cache.get('b', 'v')).toBeUndefined();
    expect(cache.get('a', 'v')).toHaveLength(4);
    expect(cache.get('c', 'v')).toHaveLength(4);
    expect(cache.size).toBe(8);
    cache.set('huge', 'v', barsOfDay(11));
    expect(cache.get('huge', 'v')).toBeUndefined();
    expect(cache.size).toBe(8);
  });
});
