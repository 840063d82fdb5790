import { readCookie, removeCookie, writeCookie } from './cookies';
import { cookieNames, storageKeys, tokenCookieDays } from './storage';

/** The login token: localStorage first, the cookie as the fallback a reload or new tab still has. */
export function getToken(): string {
  return localStorage.getItem(storageKeys.token) ?? readCookie(cookieNames.token) ?? '';
}

export const isSignedIn = () => getToken() !== '';

export function saveSession(session: { token: string; nickname: string }) {
  localStorage.setItem(storageKeys.token, session.token);
  localStorage.setItem(storageKeys.userName, session.nickname);
  writeCookie(cookieNames.token, session.token, tokenCookieDays);
  writeCookie(cookieNames.userName, session.nickname, tokenCookieDays);
  writeCookie(cookieNames.userInfo, JSON.stringify({ nickname: session.nickname }), tokenCookieDays);
}

/** Forgets the signed-in user everywhere the browser keeps it. */
export function clearSession() {
  for (const key of [storageKeys.token, storageKeys.userInfo, storageKeys.userName]) localStorage.removeItem(key);
  for (const name of [cookieNames.token, cookieNames.userInfo, cookieNames.userName]) removeCookie(name);
}
