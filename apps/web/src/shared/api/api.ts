import { clearSession, getToken } from '../session';
import { type ApiEffects, createApiClient } from './client';

const env = import.meta.env;
export const hosts = {
  main: env.VITE_API_MAIN ?? '',
  tradingData: env.VITE_API_TRADING_DATA ?? '',
  gm: env.VITE_API_GM ?? '',
  assistant: env.VITE_API_ASSISTANT ?? '',
};

/** Effects are wired to antd's message and the router once the app has mounted (see app/api-bridge). */
let effects: ApiEffects = {
  closeMessages: () => {},
  showError: (message) => console.warn(message),
  clearToken: clearSession,
  openLogin: () => {},
  goTo: (path) => window.location.assign(path),
  showPermissionTip: () => {},
};

export function connectApiEffects(next: Partial<ApiEffects>) {
  effects = { ...effects, ...next };
}

/** The one API client of the app: features never call fetch themselves. */
export const api = createApiClient({
  fetch: (...args) => window.fetch(...args),
  getToken,
  hosts,
  effects: {
    closeMessages: () => effects.closeMessages(),
    showError: (message) => effects.showError(message),
    clearToken: () => effects.clearToken(),
    openLogin: (mode) => effects.openLogin(mode),
    goTo: (path) => effects.goTo(path),
    showPermissionTip: (tip) => effects.showPermissionTip(tip),
  },
});
