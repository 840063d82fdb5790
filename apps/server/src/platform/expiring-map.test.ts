import { describe, expect, it } from 'vitest';
import { ExpiringMap } from './expiring-map';

describe('ExpiringMap', () => {
  it('hands out an entry once, and not after it expired', () => {
    let now = 1000;
    const map = new ExpiringMap<number>(10, () => now);
    map.set('a', 1, 100);
    map.set('b', 2, 100);
    expect(map.take('a')).toBe(1);
    expect(map.take('a')).toBeUndefined();
    now += 100;
    expect(map.take('b')).toBeUndefined();
  });

  it('drops the oldest entries past its size', () => {
    const map = new ExpiringMap<number>(2);
    map.set('a', 1, 1000);
    map.set('b', 2, 1000);
    map.set('c', 3, 1000);
    expect(map.peek('a')).toBeUndefined();
    expect(map.peek('c')).toBe(3);
  });
});
