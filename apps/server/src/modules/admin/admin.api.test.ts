import { type AdminCall, type AdminRole, adminRoles } from '@vce/contract/admin';
import * as auditCalls from '@vce/contract/admin-audit';
import * as carouselCalls from '@vce/contract/admin-carousel';
import * as couponCalls from '@vce/contract/admin-coupons';
import * as liveRoomCalls from '@vce/contract/admin-live-rooms';
import * as signInCalls from '@vce/contract/admin-sign-in';
import * as vipLevelCalls from '@vce/contract/admin-vip-levels';
import * as reconciliationCalls from '@vce/contract/admin-reconciliation';
import * as ledgerCalls from '@vce/contract/admin-ledger';
import * as quotaCalls from '@vce/contract/admin-quotas';
import * as agreementCalls from '@vce/contract/admin-agreements';
import * as taskCalls from '@vce/contract/admin-tasks';
import * as giftPackCalls from '@vce/contract/admin-gift-packs';
import * as bbasCalls from '@vce/contract/admin-bbas';
import * as strategyCalls from '@vce/contract/admin-strategy';
import * as avatarCalls from '@vce/contract/admin-avatars';
import * as indicatorCalls from '@vce/contract/admin-indicators';
import * as honourCalls from '@vce/contract/admin-honours';
import * as muteCalls from '@vce/contract/admin-mutes';
import * as researchReportCalls from '@vce/contract/admin-research-reports';
import * as courseCalls from '@vce/contract/admin-courses';
import * as statisticsCalls from '@vce/contract/admin-statistics';
import * as moderationCalls from '@vce/contract/admin-moderation';
import * as pageCalls from '@vce/contract/admin-pages';
import * as orderCalls from '@vce/contract/admin-orders';
import * as settingsCalls from '@vce/contract/admin-settings';
import * as userCalls from '@vce/contract/admin-users';
import { Code } from '@vce/contract/codes';
import { msg } from '@vce/contract/messages';
import { count, desc, eq, like, sql } from 'drizzle-orm';
import fs from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { socketPaths } from '@vce/contract/socket';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WebSocket } from 'ws';
import { users } from '../../db/schema/account';
import { smsCodes } from '../../db/schema/account-sms';
import { adminAudit } from '../../db/schema/admin';
import { orders, paymentReconciliations } from '../../db/schema/commerce-payment';
import { vipLevels, vipMemberships } from '../../db/schema/commerce-vip';
import { walletLedger } from '../../db/schema/commerce-wallet';
import { communityPosts } from '../../db/schema/community';
import { communityReports } from '../../db/schema/community-reports';
import { communityHonours } from '../../db/schema/community-members';
import { courses } from '../../db/schema/learning';
import { researchReports, strategyNotes } from '../../db/schema/learning-reports';
import { couponGrants, couponTemplates } from '../../db/schema/commerce-coupons';
import { drawPrizes, signInRewards } from '../../db/schema/commerce-sign-in';
import { quotaExchangePrices } from '../../db/schema/commerce-quota';
import { tasks } from '../../db/schema/commerce-tasks';
import { giftPackItems } from '../../db/schema/commerce-gifts';
import { indicatorFormulas, indicators } from '../../db/schema/commerce-indicators';
import { bbasCategories, bbasNotes, bbasViews } from '../../db/schema/bbas';
import { liveMutes, liveRooms, liveRoomStaff } from '../../db/schema/live';
import { reportPdfKey } from '../learning/reports/report-pdf-upload';
import { adHeaders, agreements, cooperationRequests, siteSettings } from '../../db/schema/shell';
import { insertCooperationRequest } from '../shell/cooperation-store';
import { SIGNED_OUT_CLOSE } from '../../platform/socket-hub';
import { sendCode } from '../../test/account';
import { buyMonthlyVip } from '../../test/money';
import {
  confirmConsole,
  createStaff,
  sampleBanner,
  sampleCouponTemplate,
  sampleCourseFields,
  sampleRoom,
  STAFF_PASSWORD,
} from '../../test/admin';
import { callAs, createTestApp, createUser, post, type TestApp } from '../../test/harness';
import { connectSocket } from '../../test/socket-client';
import { linkTeacherAccount } from '../learning/course-editing/course-scope-service';
import { allows } from './permissions';

let app: TestApp;
let call: ReturnType<typeof callAs>;
let socketUrl: string;
const opened: WebSocket[] = [];

beforeAll(async () => {
  // Codes are asked for without the slide puzzle (tests read them from the dev outbox).
  app = await createTestApp({ CAPTCHA_PROVIDER: 'off', SMS_RESEND_SECONDS: '1' });
  call = callAs(app);
  await app.listen({ port: 0, host: '127.0.0.1' });
  socketUrl = `ws://127.0.0.1:${(app.server.address() as AddressInfo).port}${socketPaths.notice}`;
});
afterAll(async () => {
  for (const socket of opened) socket.terminate();
  await app.close();
});

/** A notice socket bound to a user, as the site's pages keep one open. */
async function listen(token: string) {
  const client = await connectSocket(socketUrl, opened);
  expect((await call('/api/chat/bindUser', token, { client_id: client.clientId })).code).toBe(Code.SUCCESS);
  return client;
}

/** A console call's answer: the envelope, or an export's file taken as its success. */
async function consoleAnswer(path: string, token: string, body: object) {
  const response = await post(app, path, body, { token });
  return String(response.headers['content-type']).startsWith('text/csv') ? { code: Code.SUCCESS } : response.json();
}
const confirm = (token: string, body: object) => confirmConsole(app, token, body);
const staff = (roles: AdminRole[], options?: { confirmed?: boolean }) => createStaff(app, roles, options);
const auditCount = async () => (await app.db.select({ count: count() }).from(adminAudit))[0]!.count;
const userRow = async (id: number) => (await app.db.select().from(users).where(eq(users.id, id)))[0]!;

/**
 * Every console call of the contract, with a body that succeeds for a fresh target user. The video,
 * PDF and formula uploads are multipart, not JSON: their roles are tested in courses.api.test.ts,
 * research-reports.api.test.ts and indicators.api.test.ts.
 */
const consoleCalls = [
  userCalls,
  auditCalls,
  settingsCalls,
  orderCalls,
  moderationCalls,
  pageCalls,
  courseCalls,
  statisticsCalls,
  carouselCalls,
  researchReportCalls,
  muteCalls,
  liveRoomCalls,
  couponCalls,
  signInCalls,
  vipLevelCalls,
  reconciliationCalls,
  ledgerCalls,
  quotaCalls,
  agreementCalls,
  taskCalls,
  giftPackCalls,
  bbasCalls,
  strategyCalls,
  avatarCalls,
  indicatorCalls,
  honourCalls,
]
  .flatMap(Object.values)
  .flatMap((value: unknown) =>
    typeof value === 'object' && value !== null && 'permission' in value ? [value as AdminCall] : [],
  )
  .filter(
    (consoleCall) =>
      consoleCall !== courseCalls.uploadAdminLessonVideo &&
      consoleCall !== researchReportCalls.uploadAdminReportPdf &&
      consoleCall !== indicatorCalls.uploadAdminIndicatorFormula,
  );
/** A draft course of the owner's with a chapter and a text lesson. */
async function draftCourse() {
  const id = (await call('/api/admin/courses/create', ownerToken, sampleCourseFields)).data.id as number;
  const chapter = (await call('/api/admin/courses/saveChapter', ownerToken, { course_id: id, title: '第一章' })).data
    .chapters[0].id as number;
  const saved = await call('/api/admin/courses/saveLesson', ownerToken, {
    chapter_id: chapter,
    title: '基差是什么',
    kind: 'text',
    content_html: '<p>基差 = 现货 - 期货</p>',
  });
  return { id, chapter, lesson: saved.data.chapters[0].lessons[0].id as number };
}
const bodyFor: Record<string, (target: number) => Promise<object> | object> = {
  '/api/admin/users/list': () => ({ keyword: '期友' }),
  '/api/admin/users/export': (id) => ({ keyword: String(id) }),
  '/api/admin/users/show': (id) => ({ id }),
  '/api/admin/users/ban': (id) => ({ id, reason: '发布荐股广告' }),
  '/api/admin/users/unban': async (id) => {
    await app.db.update(users).set({ bannedAt: new Date(), banReason: '测试' }).where(eq(users.id, id));
    return { id };
  },
  '/api/admin/users/setRoles': (id) => ({ id, roles: ['service'] }),
  '/api/admin/users/grantVipDays': (id) => ({ id, days: 7, reason: '活动奖励' }),
  '/api/admin/users/adjustBalance': (id) => ({ id, currency: 'vq', amount: '10.00', reason: '活动补偿' }),
  '/api/admin/audit/list': () => ({}),
  '/api/admin/orders/list': (id) => ({ keyword: String(id) }),
  '/api/admin/orders/export': (id) => ({ keyword: String(id) }),
  '/api/admin/audit/export': () => ({ action: 'edit' }),
  '/api/admin/orders/show': async (id) => ({
    order_no: await buyMonthlyVip(app, { user: { id }, token: tokenOf(id) }),
  }),
  '/api/admin/orders/refund': async (id) => ({
    order_no: await buyMonthlyVip(app, { user: { id }, token: tokenOf(id) }),
    reason: '重复购买',
  }),
  '/api/admin/reports/list': () => ({ status: 'pending' }),
  '/api/admin/reports/export': () => ({ status: 'handled' }),
  '/api/admin/reports/handle': async (id) => ({ type: 'post', id: await reportedPostOf(id), decision: 'hide' }),
  '/api/admin/mutes/list': () => ({}),
  '/api/admin/mutes/export': () => ({}),
  '/api/admin/mutes/add': (id) => ({ user_id: id, hours: 24, reason: '刷屏' }),
  '/api/admin/mutes/lift': async (id) => {
    await app.db.insert(liveMutes).values({ userId: id, until: new Date(Date.now() + 3_600_000), reason: '刷屏' });
    return { user_id: id };
  },
  '/api/admin/bannedWords/list': () => ({}),
  '/api/admin/bannedWords/add': () => ({ word: `违禁词${++wordRound}号` }),
  '/api/admin/bannedWords/remove': async () => {
    const word = `违禁词${++wordRound}号`;
    expect(await call('/api/admin/bannedWords/add', ownerToken, { word })).toMatchObject({ code: Code.SUCCESS });
    return { word };
  },
  '/api/admin/pages/show': () => ({}),
  '/api/admin/pages/update': () => ({
    about_us: `## 关于我们 第${++settingsRound}版`,
    business_cooperation: '## 欢迎合作',
  }),
  '/api/admin/cooperation/list': () => ({}),
  '/api/admin/cooperation/export': () => ({ status: 'new' }),
  '/api/admin/cooperation/handle': async () => ({ id: await cooperationRequest(), note: '已电话联系' }),
  '/api/admin/courses/list': () => ({ status: 'draft' }),
  '/api/admin/courses/choices': () => ({}),
  '/api/admin/courses/export': () => ({ status: 'published' }),
  '/api/admin/courses/show': async () => ({ id: (await draftCourse()).id }),
  '/api/admin/courses/create': () => sampleCourseFields,
  '/api/admin/courses/update': async () => ({
    ...sampleCourseFields,
    id: (await draftCourse()).id,
    title: '玉米基差实战',
  }),
  '/api/admin/courses/publish': async () => ({ id: (await draftCourse()).id, published: 1 }),
  '/api/admin/courses/saveChapter': async () => ({ course_id: (await draftCourse()).id, title: '第二章' }),
  '/api/admin/courses/order': async () => {
    const { id, chapter, lesson } = await draftCourse();
    return { course_id: id, chapters: [{ id: chapter, lesson_ids: [lesson] }] };
  },
  '/api/admin/courses/saveLesson': async () => ({
    chapter_id: (await draftCourse()).chapter,
    title: '第二课',
    kind: 'video',
  }),
  '/api/admin/courses/deleteLesson': async () => ({ id: (await draftCourse()).lesson }),
  '/api/admin/courses/videoJobs': () => ({ ids: [1] }),
  '/api/admin/statistics/show': () => ({ from: '2026-11-01', to: '2026-11-07' }),
  '/api/admin/carousel/list': () => ({}),
  '/api/admin/carousel/create': async () => {
    await app.db.delete(adHeaders).where(like(adHeaders.title, '测试轮播%'));
    return { ...sampleBanner, title: '测试轮播新建' };
  },
  '/api/admin/carousel/update': async () => ({ ...sampleBanner, id: await spareBanner(), title: '测试轮播改名' }),
  '/api/admin/carousel/delete': async () => ({ id: await spareBanner() }),
  '/api/admin/carousel/order': async () => ({
    ids: (await bannerRows()).map((banner) => banner.id).reverse(),
  }),
  '/api/admin/researchReports/list': () => ({ keyword: '周报' }),
  '/api/admin/researchReports/authors': () => ({}),
  '/api/admin/researchReports/export': () => ({ keyword: '周报' }),
  '/api/admin/researchReports/create': async () => sampleReport(),
  '/api/admin/researchReports/update': async () => ({ ...(await sampleReport()), id: await spareReport() }),
  '/api/admin/researchReports/delete': async () => ({ id: await spareReport() }),
  '/api/admin/liveRooms/list': () => ({}),
  '/api/admin/liveRooms/create': () => sampleRoom,
  '/api/admin/liveRooms/update': async () => ({ ...sampleRoom, id: await spareRoom(), name: '测试直播间改名' }),
  '/api/admin/liveRooms/delete': async () => ({ id: await spareRoom() }),
  '/api/admin/coupons/templates': () => ({}),
  '/api/admin/coupons/batches': () => ({}),
  '/api/admin/coupons/createTemplate': () => sampleCouponTemplate,
  '/api/admin/coupons/updateTemplate': () => ({ ...sampleCouponTemplate, id: 1 }),
  '/api/admin/coupons/grant': (id) => ({
    template_id: 1,
    user_ids: [id],
    batch_no: `role-table-${id}`,
    note: '角色表',
  }),
  '/api/admin/signIn/show': () => ({}),
  '/api/admin/signIn/rewards': () => ({ rewards: [2, 3, 5] }),
  '/api/admin/signIn/prize': async () => {
    const [prize] = await app.db.select().from(drawPrizes).orderBy(drawPrizes.id).limit(1);
    return {
      id: prize!.id,
      name: '测试奖品',
      kind: 'vli',
      amount: 5,
      weight: prize!.weight,
      daily_stock: null,
      total_left: null,
      total_left_seen: prize!.totalLeft,
    };
  },
  '/api/admin/vipLevels/list': () => ({}),
  '/api/admin/vipLevels/update': () => ({
    id: 1,
    name: 'VIP月卡',
    days: 30,
    price: '66',
    original_price: '99',
    card_text: '约2.2元/天',
    is_on_sale: 1,
    sort: 1,
  }),
  '/api/admin/reconciliation/list': () => ({}),
  '/api/admin/ledger/days': () => ({ from: '2026-11-01', to: '2026-11-07', currency: 'vq' }),
  '/api/admin/reconciliation/show': async () => ({
    id: (await app.db.insert(paymentReconciliations).values(sampleReconciliation()).returning())[0]!.id,
  }),
  '/api/admin/reconciliation/run': () => ({ day: '2026-01-05', channel: 'alipay' }),
  '/api/admin/quotas/show': () => ({}),
  '/api/admin/quotas/update': async () => ({
    rules: (await call('/api/admin/quotas/show', ownerToken)).data.rules.map((rule: { tag: string }) => ({
      ...rule,
      price_vli: 5 + ++settingsRound,
    })),
  }),
  '/api/admin/agreements/list': () => ({}),
  '/api/admin/agreements/show': () => ({ name: 'user_agreement' }),
  '/api/admin/agreements/create': () => ({ ...sampleAgreement, name: `role_table_${++agreementRound}` }),
  '/api/admin/agreements/update': () => ({ ...sampleAgreement, name: 'ai_rule', version: `v${++agreementRound}` }),
  '/api/admin/agreements/delete': async () => {
    const name = `role_table_${++agreementRound}`;
    await app.db.insert(agreements).values({ name, title: '测试协议', version: 'v1', content: '<p>测试</p>' });
    return { name };
  },
  '/api/admin/tasks/list': () => ({}),
  '/api/admin/tasks/update': () => ({
    id: 1,
    title: '每日访问',
    description: '每天打开vce期货网站',
    points: 2 + (++settingsRound % 3),
    link: '/',
    sort: 1,
    enabled: 1,
  }),
  '/api/admin/giftPack/show': () => ({}),
  '/api/admin/giftPack/create': async () => {
    await app.db.delete(giftPackItems).where(like(giftPackItems.title, '测试礼包%'));
    return { ...samplePackItem, title: '测试礼包新建' };
  },
  '/api/admin/giftPack/update': async () => ({ ...samplePackItem, id: await sparePackItem(), title: '测试礼包改名' }),
  '/api/admin/giftPack/delete': async () => ({ id: await sparePackItem() }),
  '/api/admin/bbas/categories': () => ({}),
  '/api/admin/bbas/categories/update': async () => ({
    id: await bbasCategoryId('rb'),
    image: '',
    description: `螺纹钢介绍第${++settingsRound}版`,
    weigh: settingsRound % 100,
    enabled: 1,
    is_recommend: 1,
  }),
  '/api/admin/bbas/notes': () => ({}),
  '/api/admin/bbas/notes/create': () => sampleBbasNote,
  '/api/admin/bbas/notes/update': async () => ({ ...sampleBbasNote, id: await spareBbasNote(), title: '测试短评改' }),
  '/api/admin/bbas/notes/delete': async () => ({ id: await spareBbasNote() }),
  '/api/admin/bbas/views': () => ({}),
  '/api/admin/bbas/views/create': () => sampleBbasView,
  '/api/admin/bbas/views/update': async () => ({ ...sampleBbasView, id: await spareBbasView(), title: '测试观点改' }),
  '/api/admin/bbas/views/delete': async () => ({ id: await spareBbasView() }),
  '/api/admin/strategy/list': () => ({}),
  '/api/admin/strategy/authors': () => ({}),
  '/api/admin/strategy/create': () => sampleStrategyNote(),
  '/api/admin/strategy/update': async () => ({ ...sampleStrategyNote(), id: await spareStrategyNote() }),
  '/api/admin/strategy/delete': async () => ({ id: await spareStrategyNote() }),
  '/api/admin/avatars/list': () => ({}),
  '/api/admin/avatars/update': () => ({
    list: Array.from(
      { length: 1 + (++settingsRound % 8) },
      (_, i) => `/images/avatars/avatar-${String(i + 1).padStart(2, '0')}.svg`,
    ),
  }),
  '/api/admin/indicators/list': () => ({}),
  '/api/admin/indicators/update': async () => {
    const [row] = await app.db.select().from(indicators).where(eq(indicators.code, 'ma_alignment'));
    return {
      id: row!.id,
      name: row!.name,
      category: row!.category,
      summary: row!.summary,
      description: row!.description,
      params: row!.params,
      price_type: 'free',
      price: '0',
      price_vli: 0,
      vip_free: 0,
      platforms: row!.platforms,
      is_on_sale: 1,
      sort: ++settingsRound % 100,
    };
  },
  '/api/admin/indicators/resetFormula': async () => {
    const [row] = await app.db.select().from(indicators).where(eq(indicators.code, 'ma_alignment'));
    await app.db
      .insert(indicatorFormulas)
      .values({ indicatorId: row!.id, platform: 'wh', content: 'MA5:MA(CLOSE,5);' })
      .onConflictDoNothing();
    return { id: row!.id, platform: 'wh' };
  },
  '/api/admin/honours/list': () => ({}),
  '/api/admin/honours/update': () => ({
    key: 'popular',
    name: `人气期友${++settingsRound % 10}`,
    description: '拥有50位粉丝',
    image: '',
  }),
  '/api/admin/honours/member': (id) => ({ user_id: id }),
  '/api/admin/honours/grant': (id) => ({ user_id: id, key: 'popular' }),
  '/api/admin/honours/revoke': async (id) => {
    await app.db.insert(communityHonours).values({ userId: id, honour: 'first_post' }).onConflictDoNothing();
    return { user_id: id, key: 'first_post' };
  },
  '/api/admin/settings/show': () => ({}),
  '/api/admin/settings/update': async () => ({
    ...(await call('/api/admin/settings/show', ownerToken)).data,
    qiyou_activity: `复盘征文第${++settingsRound}期`,
  }),
};
let ownerToken = '';
/** The login of a target user the test made (the role table's targets are fresh users). */
const tokens = new Map<number, string>();
const tokenOf = (id: number) => tokens.get(id) ?? '';
async function freshTarget() {
  const made = await createUser(app);
  tokens.set(made.user.id, made.token);
  return made.user;
}
let settingsRound = 0;
let wordRound = 0;
/** A post of the user's that a reader (the user, written straight to the table) reported. */
async function reportedPostOf(userId: number) {
  const [post] = await app.db
    .insert(communityPosts)
    .values({ userId, title: '私信我进群领取', content: '<p>进群</p>', excerpt: '进群' })
    .returning();
  await app.db
    .insert(communityReports)
    .values({ reporterId: userId, targetType: 'post', targetId: post!.id, postId: post!.id, reason: 'spam' });
  return post!.id;
}
/** A business-cooperation request from a visitor, waiting in the inbox (stored as the form's call stores it). */
const cooperationRequest = () =>
  insertCooperationRequest(app.db, {
    name: '王经理',
    mobile: '13900000000',
    company: '',
    kind: 'teaching',
    message: '我们是一家期货培训机构，希望合作录播课。',
    userId: null,
    ip: '',
  });
const cooperationRows = () => app.db.select().from(cooperationRequests).orderBy(cooperationRequests.id);
const postsOf = (userId: number) => app.db.select().from(communityPosts).where(eq(communityPosts.userId, userId));
const ledgerOf = (userId: number) => app.db.select().from(walletLedger).where(eq(walletLedger.userId, userId));
const ordersOf = (userId: number) => app.db.select().from(orders).where(eq(orders.userId, userId));
const settingsRows = () => app.db.select().from(siteSettings).orderBy(siteSettings.key);
const mutesOf = (userId: number) => app.db.select().from(liveMutes).where(eq(liveMutes.userId, userId));
const membershipOf = (userId: number) => app.db.select().from(vipMemberships).where(eq(vipMemberships.userId, userId));
const bannerRows = () => app.db.select().from(adHeaders).orderBy(adHeaders.sort, adHeaders.id);
/** A banner of the test's own, the earlier ones removed (the carousel holds ten at most). */
async function spareBanner() {
  await app.db.delete(adHeaders).where(like(adHeaders.title, '测试轮播%'));
  const [banner] = await app.db
    .insert(adHeaders)
    .values({ ...sampleBanner, enabled: true })
    .returning();
  return banner!.id;
}
/** A report's fields naming a PDF in the storage (the console uploads it first). */
async function sampleReport() {
  const pdfKey = `upload-${++reportRound}`;
  const local = path.join(os.tmpdir(), `vce-role-table-${process.pid}.pdf`);
  await fs.writeFile(local, '%PDF-1.4 role table');
  await app.mediaStorage.putFile(reportPdfKey(pdfKey), local);
  return { author_id: 1, title: '测试研报', summary: '角色表的研报', symbols: ['rb'], pdf_key: pdfKey };
}
let reportRound = 0;
/** A report straight in the table, for the calls that change one. */
async function spareReport() {
  const { author_id: authorId, pdf_key: pdfKey, ...fields } = await sampleReport();
  return (
    await app.db
      .insert(researchReports)
      .values({ ...fields, authorId, pdfKey })
      .returning()
  )[0]!.id;
}
/** A room straight in the table, for the calls that change one, taught by the role table's teacher. */
async function spareRoom() {
  const [room] = await app.db.insert(liveRooms).values({ name: '测试直播间', sort: 50 }).returning();
  if (teacherUserId)
    await app.db.insert(liveRoomStaff).values({ roomId: room!.id, userId: teacherUserId, role: 'teacher' });
  return room!.id;
}
let teacherUserId = 0;
const couponRows = () =>
  Promise.all([
    app.db.select().from(couponTemplates).orderBy(couponTemplates.id),
    app.db.select().from(couponGrants).orderBy(couponGrants.id),
  ]);
const signInRows = () =>
  Promise.all([
    app.db.select().from(drawPrizes).orderBy(drawPrizes.id),
    app.db.select().from(signInRewards).orderBy(signInRewards.runDay),
  ]);
const vipLevelRows = () => app.db.select().from(vipLevels).orderBy(vipLevels.id);
const quotaPriceRows = () => app.db.select().from(quotaExchangePrices).orderBy(quotaExchangePrices.tag);
const reconciliationRows = () => app.db.select().from(paymentReconciliations).orderBy(paymentReconciliations.id);
let reconciliationRound = 0;
let agreementRound = 0;
const sampleAgreement = { title: '测试协议', version: 'v1', sort: 90, content_html: '<p>测试协议正文</p>' };
const samplePackItem = { image: '', title: '测试礼包', subtitle: '', kind: 'none', amount: 0, sort: 9 };
const packRows = () => app.db.select().from(giftPackItems).orderBy(giftPackItems.id);
/** An item of the test's own, the earlier ones removed (the pack holds six at most). */
async function sparePackItem() {
  await app.db.delete(giftPackItems).where(like(giftPackItems.title, '测试礼包%'));
  return (await app.db.insert(giftPackItems).values(samplePackItem).returning())[0]!.id;
}
const sampleBbasNote = { symbol: 'rb', title: '测试短评', content: '测试短评内容', author: '测试编辑' };
const sampleBbasView = {
  symbol: 'rb',
  broker_name: '测试研究所',
  direction: '震荡',
  title: '测试观点',
  summary: '测试观点摘要',
  pdf_url: '',
};
const bbasCategoryId = async (symbol: string) =>
  (await app.db.select().from(bbasCategories).where(eq(bbasCategories.symbol, symbol)))[0]!.productId;
const spareBbasNote = async () =>
  (
    await app.db
      .insert(bbasNotes)
      .values({ ...sampleBbasNote, publishedAt: new Date() })
      .returning()
  )[0]!.id;
const spareBbasView = async () => {
  const { broker_name: brokerName, pdf_url: pdfUrl, ...view } = sampleBbasView;
  return (
    await app.db
      .insert(bbasViews)
      .values({ ...view, brokerName, pdfUrl, publishedAt: new Date() })
      .returning()
  )[0]!.id;
};
let strategyRound = 0;
/** A note of a day of its own (one per product, period and day). */
const sampleStrategyNote = () => ({
  author_id: sampleCourseFields.teacher_id,
  symbol: 'ag',
  period: 'daily',
  trading_day: new Date(Date.UTC(2024, 0, 1) + ++strategyRound * 86_400_000).toISOString().slice(0, 10),
  bias: 'range',
  title: '测试策略',
  content: '测试策略正文',
  support: 5000,
  resistance: 6000,
});
const spareStrategyNote = async () => {
  const { author_id: authorId, trading_day: tradingDay, ...note } = sampleStrategyNote();
  return (
    await app.db
      .insert(strategyNotes)
      .values({ ...note, authorId, tradingDay })
      .returning()
  )[0]!.id;
};
const indicatorRows = () =>
  Promise.all([
    app.db.select().from(indicators).orderBy(indicators.id),
    app.db.select().from(indicatorFormulas).orderBy(indicatorFormulas.indicatorId, indicatorFormulas.platform),
  ]);
const honourRows = (userId: number) =>
  app.db.select().from(communityHonours).where(eq(communityHonours.userId, userId));
const strategyRows = () => app.db.select().from(strategyNotes).orderBy(strategyNotes.id);
const bbasRows = () =>
  Promise.all([
    app.db.select().from(bbasCategories).orderBy(bbasCategories.productId),
    app.db.select().from(bbasNotes).orderBy(bbasNotes.id),
    app.db.select().from(bbasViews).orderBy(bbasViews.id),
  ]);
const taskRows = () => app.db.select().from(tasks).orderBy(tasks.id);
const agreementRows = () => app.db.select().from(agreements).orderBy(agreements.name);
/** A reconciled day of its own (the table holds one row per day and channel). */
const sampleReconciliation = () => ({
  day: `2025-01-${String(++reconciliationRound).padStart(2, '0')}`,
  channel: 'wechat',
  state: 'balanced',
  oursCount: 0,
  oursNetCents: 0,
  providerCount: 0,
  providerNetCents: 0,
  differences: 0,
});
/** The rooms as calls change them: when a room went on air is the schedule's, which may turn while the table runs. */
const roomRows = async () =>
  (await app.db.select().from(liveRooms).orderBy(liveRooms.id)).map(({ onAirSince: _onAir, ...room }) => room);
const reportRows = () => app.db.select().from(researchReports).orderBy(researchReports.id);
const courseRows = () => app.db.select().from(courses).orderBy(courses.id);

describe('who may do what in the console', () => {
  it('has a body for every console call of the contract', () => {
    expect(consoleCalls.length).toBeGreaterThan(5);
    for (const consoleCall of consoleCalls) expect(bodyFor, consoleCall.path).toHaveProperty([consoleCall.path]);
  });

  const staffOf = new Map<AdminRole, string>();
  beforeAll(async () => {
    for (const role of adminRoles) {
      const made = await staff([role]);
      // The teacher is the profile of the sample course's teacher (its courses are theirs) and teaches in the spare rooms.
      if (role === 'teacher') {
        await linkTeacherAccount(app, { userId: made.user.id, teacherId: sampleCourseFields.teacher_id });
        teacherUserId = made.user.id;
      }
      staffOf.set(role, made.token);
    }
    ownerToken = staffOf.get('owner')!;
  });

  // One case per call: each role's attempt at it (a table too long for one test's time as the console grows).
  it.each(consoleCalls.map((consoleCall) => [consoleCall.path, consoleCall] as const))(
    '%s: the roles its grants allow succeed; others are refused and nothing changes',
    async (_path, consoleCall) => {
      const { resource, action } = consoleCall.permission;
      for (const role of adminRoles) {
        const target = await freshTarget();
        const body = await bodyFor[consoleCall.path]!(target.id);
        const before = {
          audit: await auditCount(),
          user: await userRow(target.id),
          settings: await settingsRows(),
          orders: await ordersOf(target.id),
          ledger: await ledgerOf(target.id),
          posts: await postsOf(target.id),
          cooperation: await cooperationRows(),
          courses: await courseRows(),
          banners: await bannerRows(),
          membership: await membershipOf(target.id),
          mutes: await mutesOf(target.id),
          reports: await reportRows(),
          rooms: await roomRows(),
          coupons: await couponRows(),
          signIn: await signInRows(),
          vipLevels: await vipLevelRows(),
          reconciliations: await reconciliationRows(),
          quotaPrices: await quotaPriceRows(),
          agreements: await agreementRows(),
          tasks: await taskRows(),
          pack: await packRows(),
          bbas: await bbasRows(),
          strategy: await strategyRows(),
          indicators: await indicatorRows(),
          honours: await honourRows(target.id),
        };
        const answer = await consoleAnswer(consoleCall.path, staffOf.get(role)!, body);
        const label = `${role} ${consoleCall.path}`;
        if (allows([role], resource, action)) {
          expect(answer, label).toMatchObject({ code: Code.SUCCESS });
        } else {
          expect(answer, label).toMatchObject({ code: Code.FAIL, msg: msg.adminForbidden });
          expect(await auditCount(), label).toBe(before.audit);
          expect(await userRow(target.id), label).toEqual(before.user);
          expect(await settingsRows(), label).toEqual(before.settings);
          expect(await ordersOf(target.id), label).toEqual(before.orders);
          expect(await ledgerOf(target.id), label).toEqual(before.ledger);
          expect(await postsOf(target.id), label).toEqual(before.posts);
          expect(await cooperationRows(), label).toEqual(before.cooperation);
          expect(await courseRows(), label).toEqual(before.courses);
          expect(await bannerRows(), label).toEqual(before.banners);
          expect(await membershipOf(target.id), label).toEqual(before.membership);
          expect(await mutesOf(target.id), label).toEqual(before.mutes);
          expect(await reportRows(), label).toEqual(before.reports);
          expect(await roomRows(), label).toEqual(before.rooms);
          expect(await couponRows(), label).toEqual(before.coupons);
          expect(await signInRows(), label).toEqual(before.signIn);
          expect(await vipLevelRows(), label).toEqual(before.vipLevels);
          expect(await reconciliationRows(), label).toEqual(before.reconciliations);
          expect(await quotaPriceRows(), label).toEqual(before.quotaPrices);
          expect(await agreementRows(), label).toEqual(before.agreements);
          expect(await taskRows(), label).toEqual(before.tasks);
          expect(await packRows(), label).toEqual(before.pack);
          expect(await bbasRows(), label).toEqual(before.bbas);
          expect(await strategyRows(), label).toEqual(before.strategy);
          expect(await indicatorRows(), label).toEqual(before.indicators);
          expect(await honourRows(target.id), label).toEqual(before.honours);
        }
      }
    },
  );

  it('refuses a visitor and a user without a role', async () => {
    const trader = await createUser(app);
    ownerToken = (await staff(['owner'])).token;
    for (const consoleCall of consoleCalls) {
      const body = await bodyFor[consoleCall.path]!((await freshTarget()).id);
      expect(await call(consoleCall.path, '', body)).toMatchObject({ code: Code.NEED_LOGIN });
      expect(await call(consoleCall.path, trader.token, body)).toMatchObject({
        code: Code.FAIL,
        msg: msg.adminNoRole,
      });
    }
    expect(await call('/api/admin/session/me', trader.token)).toMatchObject({ msg: msg.adminNoRole });
    expect(await call('/api/admin/session/confirm', trader.token, { password: 'x' })).toMatchObject({
      msg: msg.adminNoRole,
    });
  });

  it('tells the console what the roles allow, so it shows only that', async () => {
    const { token } = await staff(['moderator', 'finance']);
    const { data } = await call('/api/admin/session/me', token);
    expect(data.roles.sort()).toEqual(['finance', 'moderator']);
    expect(data.permissions).toEqual([
      { resource: 'users', actions: ['list', 'show', 'edit'] },
      { resource: 'orders', actions: ['list', 'show', 'edit', 'export'] },
      { resource: 'balances', actions: ['list', 'edit'] },
      { resource: 'reports', actions: ['list', 'show', 'edit', 'export'] },
      { resource: 'banned_words', actions: ['list', 'create', 'delete'] },
      { resource: 'statistics', actions: ['list', 'show'] },
      { resource: 'memberships', actions: ['edit'] },
      { resource: 'mutes', actions: ['list', 'create', 'delete', 'export'] },
      { resource: 'coupons', actions: ['list', 'show'] },
      { resource: 'vip_levels', actions: ['list', 'show'] },
      { resource: 'reconciliation', actions: ['list', 'show', 'create'] },
      { resource: 'quotas', actions: ['list', 'show'] },
      { resource: 'honours', actions: ['list', 'create', 'delete'] },
    ]);
  });
});

describe('the console session', () => {
  it('limits confirmations per console session, not per address: a colleague in the same office still confirms', async () => {
    const guesser = await staff(['operator'], { confirmed: false });
    // Wrong, then locked out after the login's failure limit: ten tries in all within the minute.
    for (let i = 0; i < 10; i++)
      expect(await confirm(guesser.token, { password: `guess-${i}` })).toMatchObject({ code: Code.FAIL });
    expect(await confirm(guesser.token, { password: STAFF_PASSWORD })).toMatchObject({ msg: msg.tooManyRequests });
    const colleague = await staff(['operator'], { confirmed: false });
    expect(await confirm(colleague.token, { password: STAFF_PASSWORD })).toMatchObject({ code: Code.SUCCESS });
  });

  it('sends a staff member a code on their own phone to confirm by; others get none', async () => {
    const { user, token } = await staff(['editor'], { confirmed: false });
    const sent = await call('/api/admin/session/sendCode', token);
    expect(sent).toMatchObject({
      code: Code.SUCCESS,
      data: { mobile: `${user.mobile!.slice(0, 3)}****${user.mobile!.slice(-4)}` },
    });
    const [latest] = await app.db
      .select()
      .from(smsCodes)
      .where(eq(smsCodes.mobile, user.mobile!))
      .orderBy(desc(smsCodes.id))
      .limit(1);
    expect(latest).toMatchObject({ event: 'mobile_login', delivered: true });
    const trader = await createUser(app);
    expect(await call('/api/admin/session/sendCode', trader.token)).toMatchObject({ msg: msg.adminNoRole });
    expect(await call('/api/admin/session/sendCode', '')).toMatchObject({ code: Code.NEED_LOGIN });
  });

  it('asks for a confirmation first, by password or by an SMS code, and refuses a wrong one', async () => {
    const { user, token } = await staff(['operator'], { confirmed: false });
    expect(await call('/api/admin/users/list', token)).toMatchObject({
      code: Code.NEED_CONFIRM,
      msg: msg.adminSessionExpired,
    });
    expect((await call('/api/admin/session/me', token)).data).toMatchObject({ expires_at: 0, writable_until: 0 });
    expect(await confirm(token, { password: 'wrong-one' })).toMatchObject({
      code: Code.FAIL,
      msg: msg.adminConfirmWrong,
    });
    expect(await confirm(token, {})).toMatchObject({ msg: msg.adminConfirmEmpty });
    const code = await sendCode(app, user.mobile!, 'mobile_login');
    const { data } = await confirm(token, { code });
    const now = Date.now() / 1000;
    // Eight hours to use the console, one to make changes.
    expect(data.expires_at).toBeGreaterThan(now + 7.9 * 3600);
    expect(data.expires_at).toBeLessThan(now + 8.1 * 3600);
    expect(data.writable_until).toBeGreaterThan(now + 3500);
    expect(data.writable_until).toBeLessThan(now + 3700);
    expect(await call('/api/admin/users/list', token)).toMatchObject({ code: Code.SUCCESS });
  });

  it('counts wrong passwords with the login’s: after five, even the right one waits', async () => {
    const { token } = await staff(['operator'], { confirmed: false });
    for (let attempt = 0; attempt < 5; attempt++)
      expect(await confirm(token, { password: 'not-it-123' })).toMatchObject({ msg: msg.adminConfirmWrong });
    expect(await confirm(token, { password: STAFF_PASSWORD })).toMatchObject({
      code: Code.FAIL,
      msg: msg.loginThrottled,
    });
  });

  it('lets the console be read but refuses a change once the confirmation is over an hour old', async () => {
    const { user, token } = await staff(['operator']);
    await app.db.execute(
      sql`update admin_sessions set confirmed_at = now() - interval '61 minutes' where user_id = ${user.id}`,
    );
    const target = (await createUser(app)).user;
    expect(await call('/api/admin/users/show', token, { id: target.id })).toMatchObject({ code: Code.SUCCESS });
    expect(await call('/api/admin/users/ban', token, { id: target.id, reason: '广告' })).toMatchObject({
      code: Code.NEED_CONFIRM,
      msg: msg.adminConfirmNeeded,
    });
    expect((await userRow(target.id)).bannedAt).toBeNull();
  });

  it('is bound to the token confirmed: another login of the same person confirms again', async () => {
    const { user, token } = await staff(['operator']);
    const other = await app.auth.issueToken(user.id);
    expect(await call('/api/admin/users/list', token)).toMatchObject({ code: Code.SUCCESS });
    expect(await call('/api/admin/users/list', other.token)).toMatchObject({ code: Code.NEED_CONFIRM });
  });
});

describe('users', () => {
  it('finds users by id, phone or nickname, pages them and lists the banned and the staff', async () => {
    const { token } = await staff(['operator']);
    const nickname = `螺纹老李${Date.now() % 10_000}`;
    const { user } = await createUser(app, { nickname });
    for (const keyword of [String(user.id), user.mobile!.slice(3, 9), nickname.slice(2)]) {
      const { data } = await call('/api/admin/users/list', token, { keyword });
      expect(
        data.list.map((row: { id: number }) => row.id),
        keyword,
      ).toContain(user.id);
    }
    const { data: page } = await call('/api/admin/users/list', token, { limit: 2, page: 2, order: 'oldest' });
    expect(page.list).toHaveLength(2);
    expect(page.total).toBeGreaterThan(4);
    expect(page.list[0].id).toBeLessThan(page.list[1].id);
    const { data: staffOnly } = await call('/api/admin/users/list', token, { status: 'staff', limit: 100 });
    expect(staffOnly.list.every((row: { roles: string[] }) => row.roles.length > 0)).toBe(true);
    expect(await call('/api/admin/users/list', token, { keyword: 'x'.repeat(41) })).toMatchObject({
      code: Code.FAIL,
      msg: '搜索词不能超过40个字符',
    });
  });

  it('bans a user: their next request is refused, their sockets close, they cannot sign in, and unbanning lets them back', async () => {
    const { token } = await staff(['moderator']);
    const trader = await createUser(app);
    const bystander = await createUser(app);
    expect((await call('/api/user/index', trader.token)).code).toBe(Code.SUCCESS);
    const [traderSocket, bystanderSocket] = [await listen(trader.token), await listen(bystander.token)];
    const closed = new Promise<number>((resolve) => traderSocket.socket.once('close', resolve));
    const banned = await call('/api/admin/users/ban', token, { id: trader.user.id, reason: '发布荐股广告' });
    expect(banned.data).toMatchObject({ ban_reason: '发布荐股广告', logins: [{ active: false }] });
    expect(await call('/api/user/index', trader.token)).toMatchObject({ code: Code.NEED_LOGIN });
    // Their open pages' socket is closed (no more notices or chat); another user's stays.
    expect(await closed).toBe(SIGNED_OUT_CLOSE);
    expect(await bystanderSocket.ping()).toMatchObject({ type: 'pong' });
    const captcha = await sendCode(app, trader.user.mobile!, 'mobile_login');
    const login = { mobile: trader.user.mobile, captcha, agreement_version: '2023-01-16' };
    expect(await call('/api/user/mobileLogin', '', login)).toMatchObject({ code: Code.FAIL, msg: msg.accountBanned });
    expect(await call('/api/admin/users/ban', token, { id: trader.user.id, reason: '再次' })).toMatchObject({
      msg: msg.adminAlreadyBanned,
    });

    expect((await call('/api/admin/users/unban', token, { id: trader.user.id })).data.banned_at).toBe(0);
    await new Promise((resolve) => setTimeout(resolve, 1100)); // the next code for the phone
    const again = { ...login, captcha: await sendCode(app, trader.user.mobile!, 'mobile_login') };
    expect(await call('/api/user/mobileLogin', '', again)).toMatchObject({ code: Code.SUCCESS });
  });

  it('refuses banning oneself, an unknown user, a ban without a reason, and removing the last owner', async () => {
    const owner = await staff(['owner']);
    expect(await call('/api/admin/users/ban', owner.token, { id: owner.user.id, reason: 'x' })).toMatchObject({
      msg: msg.adminBanSelf,
    });
    expect(await call('/api/admin/users/ban', owner.token, { id: 99_999_999, reason: 'x' })).toMatchObject({
      msg: msg.adminUserUnknown,
    });
    expect(await call('/api/admin/users/ban', owner.token, { id: owner.user.id, reason: '' })).toMatchObject({
      code: Code.FAIL,
    });
    // Every other owner steps down, then the last one may not.
    await app.db.execute(sql`delete from admin_role_grants where role = 'owner' and user_id <> ${owner.user.id}`);
    expect(await call('/api/admin/users/setRoles', owner.token, { id: owner.user.id, roles: [] })).toMatchObject({
      msg: msg.adminLastOwner,
    });
  });
});

describe('the audit log', () => {
  it('keeps who did what, in which role, before and after, from where; the owner filters it', async () => {
    const moderator = await staff(['moderator']);
    const target = (await createUser(app)).user;
    await call('/api/admin/users/ban', moderator.token, { id: target.id, reason: '刷屏' });
    const owner = await staff(['owner']);
    const { data } = await call('/api/admin/audit/list', owner.token, { actor_id: moderator.user.id });
    expect(data.total).toBe(1);
    expect(data.list[0]).toMatchObject({
      actor: { id: moderator.user.id, nickname: moderator.user.nickname },
      role: 'moderator',
      call: '/api/admin/users/ban',
      resource: 'users',
      action: 'edit',
      target: String(target.id),
      before: { banned: false, reason: '' },
      after: { banned: true, reason: '刷屏' },
      ip: '127.0.0.1',
    });
    const today = new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10);
    const byDay = await call('/api/admin/audit/list', owner.token, {
      actor_id: moderator.user.id,
      from: today,
      to: today,
    });
    expect(byDay.data.total).toBe(1);
    const before = await call('/api/admin/audit/list', owner.token, { actor_id: moderator.user.id, to: '2026-01-01' });
    expect(before.data.total).toBe(0);
  });

  it('cannot be changed or emptied, even by SQL', async () => {
    const moderator = await staff(['moderator']);
    await call('/api/admin/users/ban', moderator.token, { id: (await createUser(app)).user.id, reason: '广告' });
    await expect(app.db.execute(sql`update admin_audit set ip = 'x'`)).rejects.toThrow();
    await expect(app.db.execute(sql`delete from admin_audit`)).rejects.toThrow();
    await expect(app.db.execute(sql`truncate admin_audit`)).rejects.toThrow();
    expect(await auditCount()).toBeGreaterThan(0);
  });
});
