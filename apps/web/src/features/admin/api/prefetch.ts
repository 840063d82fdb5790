import { isSignedIn } from '../../../shared/session';
import { prefetchSession, prefetchUsers } from './admin';
import { prefetchCarousel } from './carousel';
import { prefetchCoupons } from './coupons';
import { prefetchCourses } from './courses';
import { prefetchLiveRooms } from './live-rooms';
import { prefetchResearchReports } from './research-reports';
import { prefetchBannedWords, prefetchReports } from './moderation';
import { prefetchMutes } from './mutes';
import { prefetchOrders } from './orders';
import { prefetchReconciliations } from './reconciliation';
import { prefetchLedgerTotals } from './ledger';
import { prefetchQuotaRules } from './quotas';
import { prefetchAgreements } from './agreements';
import { prefetchConsoleTasks } from './tasks';
import { prefetchGiftPack } from './gift-pack';
import { prefetchStrategyNotes } from './strategy';
import { prefetchConsoleAvatars } from './avatars';
import { prefetchConsoleIndicators } from './indicators';
import { prefetchConsoleHonours } from './honours';
import { prefetchBbasCategories, prefetchBbasNotes, prefetchBbasViews } from './bbas';
import { prefetchCooperation, prefetchSitePages } from './pages';
import { prefetchSettings } from './settings';
import { prefetchSignIn } from './sign-in';
import { prefetchVipLevels } from './vip-levels';
import { prefetchStatistics } from './statistics';

/** What each section shows first: its answers and, for a section loaded on demand, its code. */
const sectionFirsts: Record<string, () => Promise<unknown>> = {
  '/admin/users': prefetchUsers,
  '/admin/orders': () => Promise.all([prefetchOrders(), import('../orders/orders-page')]),
  '/admin/ledger': () => Promise.all([prefetchLedgerTotals(), import('../ledger/ledger-page')]),
  '/admin/reconciliation': () =>
    Promise.all([prefetchReconciliations(), import('../reconciliation/reconciliation-page')]),
  '/admin/reports': () => Promise.all([prefetchReports(), import('../moderation/reports-page')]),
  '/admin/banned-words': () => Promise.all([prefetchBannedWords(), import('../moderation/banned-words-page')]),
  '/admin/mutes': () => Promise.all([prefetchMutes(), import('../moderation/mutes-page')]),
  '/admin/pages': () => Promise.all([prefetchSitePages(), import('../pages/site-pages-page')]),
  '/admin/cooperation': () => Promise.all([prefetchCooperation(), import('../pages/cooperation-page')]),
  '/admin/courses': () => Promise.all([prefetchCourses(), import('../courses/courses-page')]),
  '/admin/research-reports': () =>
    Promise.all([prefetchResearchReports(), import('../research-reports/research-reports-page')]),
  '/admin/honours': () => Promise.all([prefetchConsoleHonours(), import('../honours/honours-page')]),
  '/admin/indicators': () => Promise.all([prefetchConsoleIndicators(), import('../indicators/indicators-page')]),
  '/admin/avatars': () => Promise.all([prefetchConsoleAvatars(), import('../avatars/avatars-page')]),
  '/admin/strategy': () => Promise.all([prefetchStrategyNotes(), import('../strategy/strategy-page')]),
  '/admin/bbas-notes': () => Promise.all([prefetchBbasNotes(), import('../bbas/notes-page')]),
  '/admin/bbas-views': () => Promise.all([prefetchBbasViews(), import('../bbas/views-page')]),
  '/admin/bbas-categories': () => Promise.all([prefetchBbasCategories(), import('../bbas/categories-page')]),
  '/admin/statistics': () => Promise.all([prefetchStatistics(), import('../statistics/statistics-page')]),
  '/admin/carousel': () => Promise.all([prefetchCarousel(), import('../carousel/carousel-page')]),
  '/admin/coupons': () => Promise.all([prefetchCoupons(), import('../coupons/coupons-page')]),
  '/admin/agreements': () => Promise.all([prefetchAgreements(), import('../agreements/agreements-page')]),
  '/admin/gift-pack': () => Promise.all([prefetchGiftPack(), import('../gift-pack/gift-pack-page')]),
  '/admin/tasks': () => Promise.all([prefetchConsoleTasks(), import('../tasks/tasks-page')]),
  '/admin/quotas': () => Promise.all([prefetchQuotaRules(), import('../quotas/quotas-page')]),
  '/admin/sign-in': () => Promise.all([prefetchSignIn(), import('../sign-in/sign-in-page')]),
  '/admin/vip-levels': () => Promise.all([prefetchVipLevels(), import('../vip-levels/vip-levels-page')]),
  '/admin/live-rooms': () => Promise.all([prefetchLiveRooms(), import('../live-rooms/live-rooms-page')]),
  '/admin/settings': () => Promise.all([prefetchSettings(), import('../settings/settings-page')]),
};

/**
 * The console's first answers, asked for as the route is entered, beside its code: the session and
 * the entered section's first answer and code (no round trip waits for another before it paints).
 * Quietly: without a confirmed session they are refused (4005), and asked again after the confirmation.
 */
export function prefetchConsole(pathname: string) {
  if (!isSignedIn()) return;
  void prefetchSession();
  void sectionFirsts[pathname]?.();
}
