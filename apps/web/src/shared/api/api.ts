import { clearSession, getToken } from '../session';
import { type ApiEffects, createApiClient } from './client';

const env = import.meta.env;
export const hosts = {
  main: env.VITE_API_MAIN ?? '',
  tradingData: env.VITE_API_TRADING_DATA ?? '',
  gm: env.VITE_API_GM ?? '',
  assistant: env.VITE_API_ASSISTANT ?? '',
};

/** What the app wires to antd's message, the login dialog and the router once it has mounted (app/api-bridge). */
type ConnectedEffects = Omit<ApiEffects, 'clearToken'>;

let connected: ConnectedEffects | null = null;
const waiting: ((effects: ConnectedEffects) => void)[] = [];

/**
 * Effects of calls answered before the app has mounted (a route's loader asks first) wait for it: a
 * stale token's 4001 then still opens the login dialog. The token itself is cleared at once.
 */
const whenConnected = (effect: (effects: ConnectedEffects) => void) => {
  if (connected) effect(connected);
  else waiting.push(effect);
};

export function connectApiEffects(effects: ConnectedEffects) {
  connected = effects;
  for (const effect of waiting.splice(0)) effect(effects);
}

/** The one API client of the app: features never call fetch themselves. */
export const api = createApiClient({
  fetch: (...args) => window.fetch(...args),
  getToken,
  hosts,
  effects: {
    closeMessages: () => whenConnected((effects) => effects.closeMessages()),
    showError: (message) => whenConnected((effects) => effects.showError(message)),
    clearToken: clearSession,
    openLogin: (mode) => whenConnected((effects) => effects.openLogin(mode)),
    goTo: (path) => whenConnected((effects) => effects.goTo(path)),
    showPermissionTip: (tip) => whenConnected((effects) => effects.showPermissionTip(tip)),
  },
});
