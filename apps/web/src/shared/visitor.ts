import { writeCookie } from './cookies';
import { cookieNames, storageKeys } from './storage';

const VISITOR_COOKIE_DAYS = 365;

/** The visitor id (uuid v4) kept in localStorage and the `uuid` cookie; created on first visit. */
export function ensureVisitorId(): string {
  let id = localStorage.getItem(storageKeys.visitorId);
  if (!id) {
    id = crypto.randomUUID();
    localStorage.setItem(storageKeys.visitorId, id);
  }
  writeCookie(cookieNames.uuid, id, VISITOR_COOKIE_DAYS);
  return id;
}

export const getVisitorId = () => localStorage.getItem(storageKeys.visitorId) ?? ensureVisitorId();

/** A `service_code` in the landing URL (a partner's referral) is kept and sent where the spec sends it. */
export function captureServiceCode(search: string) {
  const code = new URLSearchParams(search).get('service_code');
  if (code) localStorage.setItem(storageKeys.serviceCode, code.slice(0, 64));
}

export const getServiceCode = () => localStorage.getItem(storageKeys.serviceCode) ?? '';
