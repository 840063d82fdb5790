import Cookies from 'js-cookie';

/**
 * The cookies as last read. Each read of document.cookie asks the browser's cookie store (a
 * synchronous round trip; 16–88 ms of a first load's main thread on a slow machine, in profiles of
 * /monitoringDataV2), and a page reads the token on every call and render that needs it. So the jar
 * is read once and kept in step with this page's own writes; another tab changes the session's
 * cookies only together with its storage keys, whose storage event makes the next read fresh.
 */
let jar: Record<string, string> | undefined;
window.addEventListener('storage', () => {
  jar = undefined;
});

export const readCookie = (name: string): string | null => (jar ??= Cookies.get())[name] ?? null;

export function writeCookie(name: string, value: string, days: number) {
  Cookies.set(name, value, { expires: days, path: '/', sameSite: 'Lax' });
  if (jar) jar[name] = value;
}

export function removeCookie(name: string) {
  Cookies.remove(name, { path: '/' });
  if (jar) delete jar[name];
}
