import { exportAudit as exportAuditCall, listAudit as listAuditCall } from '@vce/contract/admin-audit';
import { adminSessionMe, confirmAdminSession, sendAdminConfirmCode } from '@vce/contract/admin';
import {
  addAdminBannedWord,
  exportAdminReports,
  handleAdminReport,
  listAdminBannedWords,
  listAdminReports,
  removeAdminBannedWord,
} from '@vce/contract/admin-moderation';
import {
  exportAdminCooperation,
  handleAdminCooperation,
  listAdminCooperation,
  showAdminSitePages,
  updateAdminSitePages,
} from '@vce/contract/admin-pages';
import { exportAdminOrders, listAdminOrders, refundAdminOrder, showAdminOrder } from '@vce/contract/admin-orders';
import {
  createAdminBanner,
  deleteAdminBanner,
  listAdminCarousel,
  orderAdminCarousel,
  updateAdminBanner,
} from '@vce/contract/admin-carousel';
import { exportAdminMutes, liftAdminMute, listAdminMutes, muteAdminUser } from '@vce/contract/admin-mutes';
import { showAdminSettings, updateAdminSettings } from '@vce/contract/admin-settings';
import { showAdminStatistics } from '@vce/contract/admin-statistics';
import {
  adjustAdminUserBalance,
  banAdminUser,
  exportAdminUsers,
  grantAdminVipDays,
  listAdminUsers,
  setAdminUserRoles,
  showAdminUser,
  unbanAdminUser,
} from '@vce/contract/admin-users';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { registerCall } from '../../platform/calls';
import { registerAdminCall } from './admin-calls';
import { exportAudit, listAudit } from './audit-service';
import * as carousel from './carousel-service';
import { courseRoutes } from './courses-routes';
import { couponRoutes } from './coupons-routes';
import { liveRoomRoutes } from './live-rooms-routes';
import { researchReportRoutes } from './research-reports-routes';
import { signInRoutes } from './sign-in-routes';
import { vipLevelRoutes } from './vip-levels-routes';
import { reconciliationRoutes } from './reconciliation-routes';
import { ledgerRoutes } from './ledger-routes';
import { quotaRoutes } from './quotas-routes';
import { agreementRoutes } from './agreements-routes';
import { taskRoutes } from './tasks-routes';
import { giftPackRoutes } from './gift-packs-routes';
import { bbasRoutes } from './bbas-routes';
import { strategyRoutes } from './strategy-routes';
import { avatarRoutes } from './avatars-routes';
import { indicatorRoutes } from './indicators-routes';
import { honourRoutes } from './honours-routes';
import { registerDevAdminRoutes } from './dev-admin-routes';
import { readModerationQueue } from '../community/reports/moderation-service';
import { readCarousel } from '../shell/carousel-service';
import { readBannedWords } from '../shell/banned-words-service';
import { addWord, exportMutes, exportReports, handleReport, liftMute, mute, removeWord } from './moderation-service';
import { readLiveMutes } from '../live/mutes/live-mute-service';
import { exportOrders, listOrders, refund, showOrder } from './orders-service';
import { exportCooperation, handleCooperation, listCooperation, showSitePages, updateSitePages } from './pages-service';
import { callerOf, confirmSession, sendConfirmCode, sessionAnswer } from './session-service';
import { showSettings, updateSettings } from './settings-service';
import { readStatistics } from './statistics-service';
import { adjust, ban, exportUsers, grantVipDays, listUsers, setRoles, showUser, unban } from './users-service';

/** A rate limit's key: the caller's login token, or the address of a request without one. */
const sessionOrAddress = (request: FastifyRequest) => {
  const token = request.headers.token;
  return typeof token === 'string' && token ? `token:${token}` : `ip:${request.ip}`;
};

/** The operators' console (`/api/admin/`): each call checked against the caller's roles (admin-calls.ts). */
export async function adminRoutes(app: FastifyInstance) {
  registerCall(app, adminSessionMe, async ({ userId, token = '' }) =>
    sessionAnswer(app, await callerOf(app, { userId, token })),
  );
  registerCall(
    app,
    confirmAdminSession,
    ({ userId, token = '', body }) => confirmSession(app, { userId, token, ...body }),
    {
      // Per console session, not per IP: password guesses are against one account, and an office's
      // operators share one address.
      rateLimit: { max: 10, timeWindow: 60_000, keyGenerator: sessionOrAddress },
    },
  );

  registerCall(
    app,
    sendAdminConfirmCode,
    ({ userId, token = '', request }) => sendConfirmCode(app, { userId, token, ip: request.ip }),
    { rateLimit: { max: 5, timeWindow: 60_000, keyGenerator: sessionOrAddress } },
  );

  registerAdminCall(app, listAdminUsers, ({ body }) => listUsers(app, body));
  registerAdminCall(app, exportAdminUsers, ({ body }) => exportUsers(app, body));
  registerAdminCall(app, showAdminUser, ({ body }) => showUser(app, body.id));
  registerAdminCall(app, banAdminUser, ({ body, caller }) =>
    ban(app, { actorId: caller.userId, userId: body.id, reason: body.reason }),
  );
  registerAdminCall(app, unbanAdminUser, ({ body }) => unban(app, body.id));
  registerAdminCall(app, grantAdminVipDays, ({ body }) => grantVipDays(app, { userId: body.id, ...body }));
  registerAdminCall(app, adjustAdminUserBalance, ({ body }) => adjust(app, { userId: body.id, ...body }));
  registerAdminCall(app, setAdminUserRoles, ({ body }) =>
    setRoles(app, { userId: body.id, roles: body.roles, teacherId: body.teacher_id }),
  );

  registerAdminCall(app, showAdminSettings, () => showSettings(app));
  registerAdminCall(app, updateAdminSettings, ({ body }) => updateSettings(app, body));

  registerAdminCall(app, listAdminCarousel, async () => ({ list: await readCarousel(app) }));
  registerAdminCall(app, createAdminBanner, ({ body }) => carousel.create(app, body));
  registerAdminCall(app, updateAdminBanner, ({ body: { id, ...fields } }) => carousel.update(app, id, fields));
  registerAdminCall(app, orderAdminCarousel, ({ body }) => carousel.order(app, body.ids));
  registerAdminCall(app, deleteAdminBanner, ({ body }) => carousel.remove(app, body.id));

  registerAdminCall(app, showAdminSitePages, () => showSitePages(app));
  registerAdminCall(app, updateAdminSitePages, ({ body }) => updateSitePages(app, body));
  registerAdminCall(app, listAdminCooperation, ({ body }) => listCooperation(app, body));
  registerAdminCall(app, exportAdminCooperation, async ({ body }) => exportCooperation(app, body));
  registerAdminCall(app, handleAdminCooperation, ({ body, caller }) =>
    handleCooperation(app, { ...body, by: caller.userId }),
  );

  registerAdminCall(app, listAdminOrders, ({ body }) => listOrders(app, body));
  registerAdminCall(app, exportAdminOrders, async ({ body }) => exportOrders(app, body));
  registerAdminCall(app, showAdminOrder, ({ body }) => showOrder(app, body.order_no));
  registerAdminCall(app, refundAdminOrder, ({ body }) => refund(app, { orderNo: body.order_no, reason: body.reason }));

  registerAdminCall(app, listAdminReports, ({ body }) => readModerationQueue(app, body));
  registerAdminCall(app, exportAdminReports, async ({ body }) => exportReports(app, body));
  registerAdminCall(app, handleAdminReport, ({ body }) => handleReport(app, body));
  registerAdminCall(app, listAdminMutes, ({ body }) => readLiveMutes(app, body));
  registerAdminCall(app, exportAdminMutes, async () => exportMutes(app));
  registerAdminCall(app, muteAdminUser, ({ body, caller }) =>
    mute(app, { userId: body.user_id, hours: body.hours, reason: body.reason, byUserId: caller.userId }),
  );
  registerAdminCall(app, liftAdminMute, ({ body }) => liftMute(app, body.user_id));
  registerAdminCall(app, listAdminBannedWords, () => readBannedWords(app));
  registerAdminCall(app, addAdminBannedWord, ({ body }) => addWord(app, body.word));
  registerAdminCall(app, removeAdminBannedWord, ({ body }) => removeWord(app, body.word));

  await courseRoutes(app);
  await researchReportRoutes(app);
  await indicatorRoutes(app);
  liveRoomRoutes(app);
  couponRoutes(app);
  signInRoutes(app);
  vipLevelRoutes(app);
  reconciliationRoutes(app);
  ledgerRoutes(app);
  quotaRoutes(app);
  agreementRoutes(app);
  taskRoutes(app);
  giftPackRoutes(app);
  bbasRoutes(app);
  strategyRoutes(app);
  avatarRoutes(app);
  honourRoutes(app);

  registerAdminCall(app, showAdminStatistics, ({ body }) => readStatistics(app, body));

  registerAdminCall(app, listAuditCall, ({ body }) => listAudit(app, body));
  registerAdminCall(app, exportAuditCall, async ({ body }) => exportAudit(app, body));
  if (app.sms.name === 'dev') registerDevAdminRoutes(app);
}
