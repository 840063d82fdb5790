import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { lazyOnDemand, loadPageChunk } from './lazy-chunk';

describe('the chunk-load reload guard', () => {
  const store = new Map<string, string>();
  const reload = vi.fn();

  beforeEach(() => {
    store.clear();
    reload.mockClear();
    vi.stubGlobal('localStorage', {
      getItem: (key: string) => store.get(key) ?? null,
      setItem: (key: string, value: string) => store.set(key, value),
    });
    vi.stubGlobal('window', { location: { reload } });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('answers the chunk when it loads', async () => {
    await expect(loadPageChunk(() => Promise.resolve('page'))).resolves.toBe('page');
    expect(reload).not.toHaveBeenCalled();
  });

  it('reloads the page once when a chunk fails to load', () => {
    void loadPageChunk(() => Promise.reject(new Error('Failed to fetch dynamically imported module')));
    return vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
  });

  it('does not reload again within 60 s, so the error page shows instead', async () => {
    store.set('vce-chunk-reload-at', String(Date.now() - 30_000));
    await expect(loadPageChunk(() => Promise.reject(new Error('chunk gone')))).rejects.toThrow('chunk gone');
    expect(reload).not.toHaveBeenCalled();
  });
});

describe('an on-demand component preloaded', () => {
  beforeEach(() => {
    vi.stubGlobal('localStorage', { getItem: () => String(Date.now()), setItem: () => {} });
    vi.stubGlobal('window', { location: { reload: vi.fn() } });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('loads its code once, however often it is asked, and then counts as loaded', async () => {
    const load = vi.fn(() => Promise.resolve({ Panel: () => null }));
    const Panel = lazyOnDemand(load, (module) => module.Panel);
    expect(Panel.isLoaded()).toBe(false);
    await Promise.all([Panel.preload(), Panel.preload()]);
    expect(Panel.isLoaded()).toBe(true);
    await Panel.preload();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('settles without failing when its code cannot load, and does not count as loaded', async () => {
    const Panel = lazyOnDemand(
      () => Promise.reject(new Error('chunk gone')),
      () => () => null,
    );
    await expect(Panel.preload()).resolves.toBeUndefined();
    expect(Panel.isLoaded()).toBe(false);
  });
});
