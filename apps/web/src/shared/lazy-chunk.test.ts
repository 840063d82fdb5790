import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadPageChunk } from './lazy-chunk';

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
