import { afterEach, describe, expect, it, vi } from 'vitest';
import { heldLoads } from '../test/held-loads';
import { keptValue, whenReady } from './kept-value';

describe('a kept value', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('loads once however many ask while it loads, then answers synchronously', async () => {
    const { load, loads } = heldLoads<string>();
    const value = keptValue(load);
    const asks = [value.get(), value.get(), value.get()];
    expect(load).toHaveBeenCalledTimes(1);
    loads[0]?.resolve('螺纹钢');
    expect(await Promise.all(asks)).toEqual(['螺纹钢', '螺纹钢', '螺纹钢']);
    expect(value.get()).toBe('螺纹钢');
  });

  it('does not keep a load begun before a reset, and loads again after it', async () => {
    const { load, loads } = heldLoads<string>();
    const value = keptValue(load);
    const before = value.get();
    value.reset();
    loads[0]?.resolve('旧值');
    expect(await before).toBe('旧值');
    const after = value.get();
    expect(after).toBeInstanceOf(Promise);
    loads[1]?.resolve('新值');
    expect(await after).toBe('新值');
    expect(value.get()).toBe('新值');
  });

  it('tries a failed load again on the next ask', async () => {
    const { load, loads } = heldLoads<string>();
    const value = keptValue(load);
    const failed = value.get();
    loads[0]?.reject(new Error('database away'));
    await expect(failed).rejects.toThrow('database away');
    const retried = value.get();
    loads[1]?.resolve('恢复');
    expect(await retried).toBe('恢复');
  });

  it('loads again once its lifetime has passed, and keeps only what `keeps` accepts', async () => {
    vi.useFakeTimers();
    const { load, loads } = heldLoads<string | undefined>();
    const value = keptValue(load, { ttlMs: 1000, keeps: (found) => found !== undefined });
    const missing = value.get();
    loads[0]?.resolve(undefined);
    expect(await missing).toBeUndefined();
    const found = value.get();
    expect(found).toBeInstanceOf(Promise);
    loads[1]?.resolve('有');
    await found;
    expect(value.get()).toBe('有');
    vi.advanceTimersByTime(1001);
    expect(value.get()).toBeInstanceOf(Promise);
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('hands a kept value on at once and a loading one once loaded', async () => {
    expect(whenReady(2, (n) => n * 3)).toBe(6);
    expect(await whenReady(Promise.resolve(2), (n) => n * 3)).toBe(6);
  });
});
