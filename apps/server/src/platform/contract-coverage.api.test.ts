import type { Call } from '@vce/contract/call';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, post, type TestApp } from '../test/harness';
import { sampleBanner, sampleCouponTemplate, sampleCourseFields, sampleRoom } from '../test/admin';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const isCall = (value: unknown): value is Call =>
  typeof value === 'object' && value !== null && 'path' in value && 'access' in value;

/** Every contract file's calls: a new area's file is covered without being listed here. */
const contractFiles = import.meta.glob<Record<string, unknown>>(
  ['../../../../packages/contract/src/*.ts', '!**/*.test.ts'],
  { eager: true },
);
const contractCalls = Object.values(contractFiles).flatMap((area) => Object.values(area).filter(isCall));

/** A valid body for the calls that take one; the others take none. */
const sampleReportFields = { author_id: 1, title: '研报', summary: '摘要', symbols: ['rb'], pdf_key: 'upload-1' };
const sampleBbasView = {
  symbol: 'rb',
  broker_name: '研究所',
  direction: '多',
  title: '观点',
  summary: '摘要',
  pdf_url: '',
};
const sampleStrategyNote = {
  author_id: 1,
  symbol: 'rb',
  period: 'daily',
  trading_day: '2026-01-05',
  bias: 'long',
  title: '螺纹日评',
  content: '正文',
  support: 3000,
  resistance: 3200,
};
const sampleBodies: Record<string, Record<string, unknown>> = {
  '/api/common/addSiteStatistics': { type: 80 },
  '/api/common/sitePage': { name: 'about_us' },
  '/api/common/businessCooperation': {
    name: '王经理',
    mobile: '13800138000',
    kind: 'teaching',
    message: '我们是一家期货培训机构，希望合作录播课。',
  },
  '/api/task/finishTask': { type: 24, device_info: 'pc' },
  '/api/task/receive': { task_id: 1 },
  '/api/vli_shop/redeem': { item_id: 1 },
  '/api/chat/bindUser': { client_id: 'abc' },
  '/api/chat/getRoomInfo': { id: 1 },
  '/api/chat/joinRoom': { room_id: 1, client_id: 'abc' },
  '/api/chat/history': { room_id: 1 },
  '/api/chat/send': { room_id: 1, content: '你好' },
  '/api/chat/like': { room_id: 1 },
  '/api/chat/pin': { room_id: 1, seq: 0 },
  '/api/chat/remove': { room_id: 1, seq: 1 },
  '/api/chat/mute': { room_id: 1, user_id: 1, minutes: 10 },
  '/api/chat/slowMode': { room_id: 1, seconds: 0 },
  '/api/chat/watchMinute': { room_id: 1 },
  '/api/circle/add': { content: '圈子动态' },
  '/api/circle/comments': { post_id: 1 },
  '/api/circle/comment': { post_id: 1, content: '好' },
  '/api/circle/like': { post_id: 1 },
  '/api/chat/direct/open': { kind: 'service' },
  '/api/search/query': { keyword: '螺纹' },
  '/api/search/suggest': { keyword: 'lw' },
  '/api/admin/users/show': { id: 1 },
  '/api/admin/users/ban': { id: 1, reason: '广告' },
  '/api/admin/users/unban': { id: 1 },
  '/api/admin/users/setRoles': { id: 1, roles: [] },
  '/api/admin/users/grantVipDays': { id: 1, days: 7, reason: '补偿' },
  '/api/admin/users/adjustBalance': { id: 1, currency: 'vq', amount: '1', reason: '补偿' },
  '/api/admin/orders/show': { order_no: 'V1' },
  '/api/admin/orders/refund': { order_no: 'V1', reason: '重复购买' },
  '/api/admin/reports/handle': { type: 'post', id: 1, decision: 'hide' },
  '/api/admin/bannedWords/add': { word: '喊单群' },
  '/api/admin/bannedWords/remove': { word: '喊单群' },
  '/api/admin/pages/update': { about_us: '## 关于', business_cooperation: '## 合作' },
  '/api/admin/cooperation/handle': { id: 1, note: '已电话联系' },
  '/api/admin/courses/show': { id: 1 },
  '/api/admin/statistics/show': { from: '2026-11-01', to: '2026-11-07' },
  '/api/admin/mutes/add': { user_id: 1, hours: 1, reason: '刷屏' },
  '/api/admin/mutes/lift': { user_id: 1 },
  '/api/admin/carousel/create': sampleBanner,
  '/api/admin/researchReports/create': sampleReportFields,
  '/api/admin/researchReports/update': { ...sampleReportFields, id: 1 },
  '/api/admin/researchReports/delete': { id: 1 },
  '/api/admin/carousel/update': { ...sampleBanner, id: 1 },
  '/api/admin/carousel/order': { ids: [1] },
  '/api/admin/carousel/delete': { id: 1 },
  '/api/admin/liveRooms/create': sampleRoom,
  '/api/admin/liveRooms/update': { ...sampleRoom, id: 1 },
  '/api/admin/liveRooms/delete': { id: 1 },
  '/api/admin/coupons/createTemplate': sampleCouponTemplate,
  '/api/admin/coupons/updateTemplate': { ...sampleCouponTemplate, id: 1 },
  '/api/admin/vipLevels/update': {
    id: 1,
    name: 'VIP月卡',
    days: 30,
    price: '68',
    original_price: '99',
    card_text: '',
    is_on_sale: 1,
    sort: 1,
  },
  '/api/admin/signIn/rewards': { rewards: [2] },
  '/api/admin/reconciliation/show': { id: 1 },
  '/api/admin/agreements/show': { name: 'user_agreement' },
  '/api/admin/giftPack/create': { image: '', title: '礼包', subtitle: '', kind: 'none', amount: 0, sort: 1 },
  '/api/admin/giftPack/update': {
    ...{ image: '', title: '礼包', subtitle: '', kind: 'none', amount: 0, sort: 1 },
    id: 1,
  },
  '/api/admin/giftPack/delete': { id: 1 },
  '/api/admin/bbas/categories/update': { id: 1, image: '', description: '', weigh: 1, enabled: 1, is_recommend: 0 },
  '/api/admin/bbas/notes/create': { symbol: 'rb', title: '短评', content: '内容', author: '编辑' },
  '/api/admin/bbas/notes/update': { id: 1, symbol: 'rb', title: '短评', content: '内容', author: '编辑' },
  '/api/admin/bbas/notes/delete': { id: 1 },
  '/api/admin/bbas/views/create': sampleBbasView,
  '/api/admin/bbas/views/update': { ...sampleBbasView, id: 1 },
  '/api/admin/bbas/views/delete': { id: 1 },
  '/api/admin/strategy/create': sampleStrategyNote,
  '/api/admin/strategy/update': { ...sampleStrategyNote, id: 1 },
  '/api/admin/strategy/delete': { id: 1 },
  '/api/admin/avatars/update': { list: ['/images/avatars/avatar-01.svg'] },
  '/api/admin/indicators/update': {
    id: 1,
    name: '指标',
    category: 'trend',
    summary: '一句话',
    description: '说明',
    params: '',
    price_type: 'free',
    price: '0',
    price_vli: 0,
    vip_free: 0,
    platforms: ['tdx'],
    is_on_sale: 1,
    sort: 1,
  },
  '/api/admin/indicators/resetFormula': { id: 1, platform: 'tdx' },
  '/api/admin/honours/update': { key: 'popular', name: '人气期友', description: '拥有50位粉丝', image: '' },
  '/api/admin/honours/member': { user_id: 1 },
  '/api/admin/honours/grant': { user_id: 1, key: 'popular' },
  '/api/admin/honours/revoke': { user_id: 1, key: 'popular' },
  '/api/admin/tasks/update': { id: 1, title: '每日访问', description: '', points: 2, link: '/', sort: 1, enabled: 1 },
  '/api/admin/agreements/create': {
    name: 'coverage_one',
    title: '协议',
    version: 'v1',
    sort: 1,
    content_html: '<p>正文</p>',
  },
  '/api/admin/agreements/update': {
    name: 'coverage_one',
    title: '协议',
    version: 'v1',
    sort: 1,
    content_html: '<p>正文</p>',
  },
  '/api/admin/agreements/delete': { name: 'coverage_one' },
  '/api/admin/quotas/update': {
    rules: [
      { tag: 'bbas', free_daily: 5, price_vli: 10 },
      { tag: 'view_data', free_daily: 5, price_vli: 5 },
      { tag: 'ai', free_daily: 5, price_vli: 5 },
    ],
  },
  '/api/admin/ledger/days': { from: '2026-11-01', to: '2026-11-07', currency: 'vli' },
  '/api/admin/reconciliation/run': { day: '2026-01-05', channel: 'wechat' },
  '/api/admin/signIn/prize': {
    id: 1,
    name: '5V粒',
    kind: 'vli',
    amount: 5,
    weight: 1,
    daily_stock: null,
    total_left: null,
    total_left_seen: null,
  },
  '/api/admin/coupons/grant': { template_id: 1, user_ids: [1], batch_no: 'coverage-0001', note: '覆盖' },
  '/api/admin/courses/create': sampleCourseFields,
  '/api/admin/courses/update': { ...sampleCourseFields, id: 1 },
  '/api/admin/courses/publish': { id: 1, published: 1 },
  '/api/admin/courses/saveChapter': { course_id: 1, title: '第一章' },
  '/api/admin/courses/order': { course_id: 1, chapters: [{ id: 1, lesson_ids: [1] }] },
  '/api/admin/courses/saveLesson': { chapter_id: 1, title: '第一课', kind: 'video' },
  '/api/admin/courses/deleteLesson': { id: 1 },
  '/api/admin/courses/videoJobs': { ids: [1] },
  '/api/admin/settings/update': {
    grey_mode: 0,
    app_index_image: { pc_image: '', ad_type: 0, view_data_info: '' },
    giveLiveTimeConfig: { giveLiveTimeTip: '', image_url: '' },
    qiyou_activity: '',
    qiyou_activity_status: 0,
  },
  '/api/chat/direct/history': { chat_id: 1 },
  '/api/chat/direct/send': { chat_id: 1, content: '你好' },
  '/api/chat/direct/accept': { chat_id: 1 },
  '/api/chat/direct/read': { chat_id: 1 },
  '/api/user/setPwd': { password: 'abc123', newpassword: 'abc123' },
  '/api/user/checkUserPrivilege': { tag: 'check_login' },
  '/api/user/profile': { nickname: '期友' },
  '/javactp/market/kline': { symbol: 'rb' },
  '/javactp/market/quotes': { symbol: 'rb' },
  '/javactp/market/spotBasis': { symbol: 'rb' },
  '/javactp/market/memberRankings': { symbol: 'rb' },
  '/javactp/market/contractInfo': { symbol: 'rb' },
  '/javactp/market/tradingDays': { from: '2026-12-01', to: '2027-01-31' },
  '/api/quota/useSearch': { tag: 'bbas', symbol: 'rb', uuid: 'coverage-visitor' },
  '/api/quota/searchCount': { uuid: 'coverage-visitor' },
  '/api/bbas/getExplainInfo': { symbol: 'rb' },
  '/api/bbas/getExpressList': { symbol: 'rb' },
  '/api/bbas/getPivotInfo': { symbol: 'rb' },
  '/api/bbas/getViewList': { symbol: 'rb' },
  '/api/bbas/getDataStatistics': { symbol: 'rb' },
  '/api/common/checkOrderPay': { order_id: 'V1', type: 4 },
  '/api/finance/cashDeskItem': { type: 'vip', id: 1 },
  '/api/finance/payOrder': { type: 'vip', id: 1, pay_type: 'wechat' },
  '/api/finance/usableCoupons': { type: 'vip', id: 1 },
  '/api/target/targetDetail': { id: 1 },
  '/api/subscribe/add': { symbol: 'rb', event: 'limit' },
  '/api/subscribe/cancel': { id: 1 },
  '/api/subscribe/detail': { id: 1 },
  '/api/subscribe/saveSettings': { daily_cap: 5, quiet_start: '22:00', quiet_end: '08:00' },
  '/api/target/download': { id: 1, platform: 'tdx' },
  '/api/target/exchange': { id: 1 },
  '/api/target/reviewList': { id: 1 },
  '/api/target/addReview': { id: 1, rating: 5, content: '很好用的指标' },
  '/api/finance/exchangeSearchCount': { tag: 'ai', count: 1 },
  '/api/finance/recharge': { amount: '10', pay_type: 'wechat' },
  '/api/user/paySuperVip': { level_id: 1, pay_type: 'wechat' },
  '/api/user/setPayPassword': { pay_password: '123456' },
  '/api/user/resetPayPassword': { mobile: '13800000000', captcha: '1234', pay_password: '123456' },
  '/api/common/getAgreement': { name: 'user_agreement' },
  '/api/qi_you/addPost': { title: '螺纹钢复盘', content: '<p>今天螺纹放量下跌</p>' },
  '/api/qi_you/deletePost': { id: 1 },
  '/api/qi_you/addComment': { post_id: 1, content: '说得好' },
  '/api/qi_you/deleteComment': { id: 1 },
  '/api/qi_you/like': { type: 'post', id: 1 },
  '/api/qi_you/follow': { user_id: 1 },
  '/api/qi_you/boardInfo': { symbol: 'rb' },
  '/api/qi_you/followBoard': { symbol: 'rb' },
  '/api/qi_you/userVote': { post_id: 1, option_ids: [1] },
  '/api/qi_you/acceptAnswer': { comment_id: 1 },
  '/api/qi_you/userPostList': { user_id: 1 },
  '/api/qi_you/userFollowList': { user_id: 1, type: 'fans' },
  '/api/qi_you/editPost': { id: 1, title: '螺纹钢复盘', content: '<p>改一下</p>' },
  '/api/qi_you/topicDetails': { id: 1 },
  '/api/qi_you/followTopic': { id: 1 },
  '/api/qi_you/favourite': { post_id: 1 },
  '/api/qi_you/report': { type: 'post', id: 1, reason: 'spam' },
  '/api/course/details': { id: 1 },
  // The second course's first lesson, a free preview's text: videos are not made in these tests.
  '/api/course/lesson': { id: 5 },
  '/api/course/progress': { lesson_id: 5, position: 0, read: true },
  '/api/risk/details': { id: 1 },
  '/api/risk/submitQuiz': { id: 1, answers: [0, 0, 0, 0] },
  '/api/report/details': { id: 1 },
  '/api/report/download': { id: 1 },
  '/api/video/list': { column: 'headline' },
  '/api/video/play': { id: 1 },
  '/api/training/pattern': { kind: 'doji' },
  '/api/training/drill/details': { id: 1 },
  '/api/training/drill/decide': { id: 1, side: 'long' },
  '/api/training/drill/next': { id: 1 },
  '/api/course/reviews': { course_id: 1 },
  '/api/course/review': { course_id: 1, rating: 5, content: '讲得很清楚，受益匪浅' },
  '/api/course/liveCourse': { id: 1 },
  // The first live course's first session: one of its past, recorded ones.
  '/api/course/liveSession': { id: 1 },
  '/api/course/bookLive': { id: 1, booked: false },
};

/** Public calls that need a code, a puzzle or a password first: their own API tests cover them. */
const needsSetup = new Set([
  '/api/user/mobileLogin',
  '/api/user/register',
  '/api/user/login',
  '/api/user/resetPwd',
  '/api/sms/send',
  '/api/captcha/check',
  '/api/user/checkWechatLogin',
  '/api/user/webChatAppLogin',
  '/api/user/bindPhone',
  // The sandbox cashier's button: an order must exist first (payments.api.test.ts).
  '/api/dev/pay/confirm',
  // An SMS's unsubscribe link: a subscription must exist first (subscriptions.api.test.ts).
  '/api/subscribe/unsubscribe',
  // A post must exist first (community.api.test.ts).
  '/api/qi_you/postDetail',
  // A post and a comment must exist first (comments.api.test.ts).
  '/api/qi_you/commentList',
  '/api/qi_you/commentReplies',
  // A member must exist first (members.api.test.ts).
  '/api/qi_you/userInfo',
]);

describe('the contract and the server', () => {
  it('declare each path once', () => {
    expect(contractCalls.length).toBeGreaterThan(10);
    const paths = contractCalls.map((call) => call.path);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('register every call of the contract', () => {
    const missing = contractCalls.filter((call) => !app.registeredCalls.has(call.path)).map((call) => call.path);
    expect(missing).toEqual([]);
  });

  it('have a contract for every registered call', () => {
    const contracted = new Set(contractCalls.map((call) => call.path));
    expect([...app.registeredCalls.keys()].filter((path) => !contracted.has(path))).toEqual([]);
  });

  it('answer every public call for a guest with data matching the contract', async () => {
    for (const call of contractCalls.filter((c) => c.access === 'public' && !needsSetup.has(c.path))) {
      const res = await post(app, call.path, sampleBodies[call.path] ?? {});
      expect(res.statusCode, call.path).toBe(200);
      expect(res.json().code, call.path).toBe(1);
      expect(() => call.data.parse(res.json().data), call.path).not.toThrow();
    }
  });

  it('answer every user call for a guest with 4001', async () => {
    for (const call of contractCalls.filter((c) => c.access === 'user')) {
      expect((await post(app, call.path, sampleBodies[call.path] ?? {})).json().code, call.path).toBe(4001);
    }
  });
});
