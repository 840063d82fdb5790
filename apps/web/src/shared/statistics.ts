import { addSiteStatistics } from '@vce/contract/shell';
import { api } from './api/api';
import { afterFirstPaint } from './first-paint';
import { getVisitorId } from './visitor';

/**
 * Statistics type codes seen in the spec; which action fires which is our decision
 * (docs/decisions.md, "Statistics types").
 */
export const StatType = {
  pageView: 15,
  headerTab: 67,
  qrPanel: 80,
  sideToolbar: 227,
  giftPack: 257,
  searchBox: 284,
  bbasSymbol: 285,
  liveRoom: 286,
  footerLink: 289,
  vliJump: 290,
  // Spec 001 §7's codes for the assistant and the VIP purchase.
  assistantOpened: 221,
  assistantAsked: 222,
  assistantFeedback: 223,
  askNoCountShown: 226,
  askExchangeOpened: 228,
  vipPurchaseOpened: 273,
  vipOrderPlaced: 274,
  vipPaid: 275,
} as const;

/** Fire and forget, once the page has first shown content: a lost statistic must never bother the user. */
export function track(type: number, target?: string) {
  const statistic = {
    type,
    uuid: getVisitorId(),
    path: window.location.pathname + window.location.search,
    referrer: document.referrer.slice(0, 512),
    target: target?.slice(0, 128),
  };
  afterFirstPaint(() => api.call(addSiteStatistics, statistic, { silent: true })).catch(() => {});
}
