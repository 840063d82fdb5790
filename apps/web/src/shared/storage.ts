import { limits } from '@vce/contract/limits';

/** Browser storage keys and cookies of spec 000 §3 (plus the theme and chunk guard of our own). */
export const storageKeys = {
  token: 'tokenReload',
  clientId: 'client_id_pc',
  visitorId: 'vce-tourist-uuid',
  userInfo: 'userInfo',
  userName: 'userName',
  serviceCode: 'service_code',
  /** Set by a login that created the account: the profile wizard opens on the next load. */
  newRegistration: 'vce-new-registration',
  /** The Beijing day (YYYY-MM-DD) the daily sign-in popup was last closed unsigned. */
  signPopupDismissedOn: 'vce-sign-popup-dismissed-on',
  /** When the VIP prompt was last closed (ms since epoch); it returns level.nextTipTime later. */
  vipTipClosedAt: 'vce-vip-tip-closed-at',
  /** The end (unix seconds) of the trial membership whose trial-ended popup was shown. */
  trialEndedSeenFor: 'vce-trial-ended-seen-for',
  /** Until when (ms since epoch: the Beijing midnight after it last showed) the home promo popup stays quiet. */
  homePromoQuietUntil: 'vce-home-promo-quiet-until',
  theme: 'vce-theme',
  /** A guest's recent searches (JSON array, newest first); a signed-in user's are kept on the server. */
  recentSearches: 'vce-recent-searches',
  chunkReloadAt: 'vce-chunk-reload-at',
} as const;

export const cookieNames = {
  token: 'tokenReload',
  uuid: 'uuid',
  userInfo: 'userInfo',
  userName: 'userName',
} as const;

export const tokenCookieDays = limits.tokenCookieDays;
