import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** The browser's cookie store as document.cookie shows it, counting the reads that reach it. */
function fakeCookieStore() {
  const cookies = new Map<string, string>();
  const store = {
    reads: 0,
    cookies,
    get cookie() {
      store.reads += 1;
      return [...cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    },
    set cookie(line: string) {
      const [pair = '', ...attributes] = line.split('; ');
      const [name = '', value = ''] = pair.split('=');
      const expires = attributes.find((attribute) => attribute.startsWith('expires='));
      if (expires && new Date(expires.slice('expires='.length)).getTime() < Date.now()) cookies.delete(name);
      else cookies.set(name, value);
    },
  };
  return store;
}

describe('the cookie jar', () => {
  let store: ReturnType<typeof fakeCookieStore>;
  let page: EventTarget;

  beforeEach(() => {
    vi.resetModules();
    store = fakeCookieStore();
    page = new EventTarget();
    vi.stubGlobal('document', store);
    vi.stubGlobal('window', page);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('reads the browser’s cookies once however often the page asks', async () => {
    store.cookies.set('tokenReload', 'token-1');
    const { readCookie } = await import('./cookies');
    expect(readCookie('tokenReload')).toBe('token-1');
    const readsOfTheJar = store.reads;
    for (let i = 0; i < 20; i++) expect(readCookie('tokenReload')).toBe('token-1');
    expect(readCookie('uuid')).toBeNull();
    expect(store.reads).toBe(readsOfTheJar);
  });

  it('sees this page’s own writes and removals at once, and makes them in the browser too', async () => {
    const { readCookie, removeCookie, writeCookie } = await import('./cookies');
    expect(readCookie('tokenReload')).toBeNull();
    const readsOfTheJar = store.reads;
    writeCookie('tokenReload', 'token-2', 7);
    expect(readCookie('tokenReload')).toBe('token-2');
    expect(store.cookies.get('tokenReload')).toBe('token-2');
    removeCookie('tokenReload');
    expect(readCookie('tokenReload')).toBeNull();
    expect(store.cookies.has('tokenReload')).toBe(false);
    expect(store.reads).toBe(readsOfTheJar);
  });

  it('reads the browser’s cookies again after another tab changes the session', async () => {
    const { readCookie } = await import('./cookies');
    expect(readCookie('tokenReload')).toBeNull();
    expect(readCookie('tokenReload')).toBeNull();
    const readsOfTheJar = store.reads;
    // Another tab signs in: it writes the cookie and the storage keys, whose event reaches this page.
    store.cookies.set('tokenReload', 'token-3');
    page.dispatchEvent(new Event('storage'));
    expect(readCookie('tokenReload')).toBe('token-3');
    expect(store.reads).toBeGreaterThan(readsOfTheJar);
  });
});
