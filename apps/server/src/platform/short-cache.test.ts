import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { heldLoads } from '../test/held-loads';
import { shortCache } from './short-cache';

describe('a short cache', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('loads a key once however many ask while it loads, then answers it synchronously', async () => {
    const { load, loads } = heldLoads<string>();
    const cache = shortCache<string>(2_000);
    const asks = [cache('rb', load), cache('rb', load)];
    expect(load).toHaveBeenCalledTimes(1);
    loads[0]!.resolve('螺纹钢');
    expect(await Promise.all(asks)).toEqual(['螺纹钢', '螺纹钢']);
    expect(cache('rb', load)).toBe('螺纹钢');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('hands out the stale answer while one fresh load runs, then the fresh one', async () => {
    const { load, loads } = heldLoads<string>();
    const cache = shortCache<string>(2_000);
    const first = cache('feed', load);
    loads[0]!.resolve('旧的一页');
    await first;
    vi.advanceTimersByTime(2_500);
    expect(cache('feed', load)).toBe('旧的一页');
    expect(cache('feed', load)).toBe('旧的一页');
    expect(load).toHaveBeenCalledTimes(2);
    loads[1]!.resolve('新的一页');
    await vi.waitFor(() => expect(cache('feed', load)).toBe('新的一页'));
  });

  it('makes a reader wait for the fresh answer when the kept one is stale by more than its time again', async () => {
    const { load, loads } = heldLoads<string>();
    const cache = shortCache<string>(2_000);
    const first = cache('feed', load);
    loads[0]!.resolve('旧的一页');
    await first;
    vi.advanceTimersByTime(4_500);
    const asked = cache('feed', load);
    expect(asked).toBeInstanceOf(Promise);
    loads[1]!.resolve('新的一页');
    expect(await asked).toBe('新的一页');
  });

  it('forgets a failed first load (the next reader tries again) and keeps the stale answer when a refresh fails', async () => {
    const { load, loads } = heldLoads<string>();
    const cache = shortCache<string>(2_000);
    const failed = cache('feed', load);
    loads[0]!.reject(new Error('database down'));
    await expect(failed).rejects.toThrow('database down');
    const second = cache('feed', load);
    loads[1]!.resolve('一页');
    expect(await second).toBe('一页');

    vi.advanceTimersByTime(2_500);
    expect(cache('feed', load)).toBe('一页');
    loads[2]!.reject(new Error('database down'));
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(3));
    await Promise.resolve();
    expect(cache('feed', load)).toBe('一页');
    expect(load).toHaveBeenCalledTimes(4);
  });

  it('forgets every answer on clear: the next reader waits for a fresh load', async () => {
    const { load, loads } = heldLoads<string>();
    const cache = shortCache<string>(2_000);
    const first = cache('feed', load);
    loads[0]!.resolve('旧的一页');
    await first;
    cache.clear();
    const asked = cache('feed', load);
    expect(asked).toBeInstanceOf(Promise);
    loads[1]!.resolve('写后的一页');
    expect(await asked).toBe('写后的一页');
  });

  it('keeps at most its number of keys, the oldest going first', async () => {
    const { load, loads } = heldLoads<string>();
    const cache = shortCache<string>(2_000, 2);
    for (const key of ['a', 'b', 'c']) cache(key, load);
    loads.forEach((held, i) => held.resolve(`第${i}页`));
    await vi.waitFor(() => expect(cache('c', load)).toBe('第2页'));
    expect(cache('b', load)).toBe('第1页');
    expect(cache('a', load)).toBeInstanceOf(Promise);
  });
});
