import type { couponTemplates } from '../db/schema/commerce-coupons';
import type { quotaExchangePrices } from '../db/schema/commerce-quota';
import type { drawPrizes, signInRewards } from '../db/schema/commerce-sign-in';
import type { tasks } from '../db/schema/commerce-tasks';
import type { vliShopItems } from '../db/schema/commerce-points';
import type { vipLevels } from '../db/schema/commerce-vip';

/**
 * The membership packages of a fresh install (docs/decisions.md "Money"): monthly, quarterly, annual
 * and the top tier. Prices in cents of V券 (1 V券 = 1 元); operators change them in `vip_levels`.
 */
export const demoVipLevels: (typeof vipLevels.$inferInsert)[] = [
  {
    level: 2,
    name: 'VIP月卡',
    days: 30,
    priceCents: 6800,
    originalPriceCents: 9800,
    cardText: '约2.27元/天',
    sort: 1,
  },
  {
    level: 3,
    name: 'VIP季卡',
    days: 90,
    priceCents: 16800,
    originalPriceCents: 29400,
    cardText: '约1.87元/天',
    sort: 2,
  },
  {
    level: 4,
    name: 'VIP年卡',
    days: 365,
    priceCents: 58800,
    originalPriceCents: 117600,
    cardText: '约1.61元/天',
    sort: 3,
  },
  {
    level: 4,
    moneyLevel: 5,
    name: '至尊年卡',
    days: 365,
    priceCents: 128800,
    originalPriceCents: 198800,
    cardText: '年卡全部权益 + 至尊标识与专属客服',
    sort: 4,
  },
];

/**
 * What one more use costs in V粒 (docs/decisions.md "Free daily searches"): a BBAS analysis is the richest read, an
 * AI question the cheapest, so a week of sign-ins buys a few of each.
 */
export const demoQuotaPrices: (typeof quotaExchangePrices.$inferInsert)[] = [
  { tag: 'bbas', priceVli: 10 },
  { tag: 'view_data', priceVli: 5 },
  { tag: 'ai', priceVli: 5 },
];

/**
 * The V粒 of each day of a sign-in run (docs/decisions.md "Daily sign-in"): 5 on the first day (the
 * grant popup's "恭喜获得5V粒"), rising to 15 from the seventh day of an unbroken run.
 */
export const demoSignInRewards: (typeof signInRewards.$inferInsert)[] = [
  { runDay: 1, points: 5 },
  { runDay: 2, points: 5 },
  { runDay: 3, points: 8 },
  { runDay: 4, points: 8 },
  { runDay: 5, points: 10 },
  { runDay: 6, points: 10 },
  { runDay: 7, points: 15 },
];

/**
 * The lucky draw's eight prizes (the grid's ring), weights summing to 100: mostly a few V粒, now and
 * then days of membership, with daily and total stock on the rarer ones.
 */
export const demoDrawPrizes: (typeof drawPrizes.$inferInsert)[] = [
  { name: '2 V粒', kind: 'vli', amount: 2, weight: 28, sort: 1 },
  { name: '5 V粒', kind: 'vli', amount: 5, weight: 20, sort: 2 },
  { name: 'VIP体验1天', kind: 'vip_days', amount: 1, weight: 6, dailyStock: 20, totalLeft: 5000, sort: 3 },
  { name: '10 V粒', kind: 'vli', amount: 10, weight: 10, dailyStock: 200, sort: 4 },
  { name: '谢谢参与', kind: 'none', amount: 0, weight: 28, sort: 5 },
  { name: '5元优惠券', kind: 'coupon', amount: 3, weight: 5, dailyStock: 50, sort: 6 },
  { name: 'VIP体验3天', kind: 'vip_days', amount: 3, weight: 2, dailyStock: 5, totalLeft: 1000, sort: 7 },
  { name: '50 V粒', kind: 'vli', amount: 50, weight: 1, dailyStock: 5, totalLeft: 500, sort: 8 },
];

/**
 * 任务中心 (docs/decisions.md "Tasks and gift packs"): daily tasks first, then once-only ones.
 */
export const demoTasks: (typeof tasks.$inferInsert)[] = [
  {
    code: 'daily_visit',
    title: '每日访问',
    description: '每天打开vce期货网站',
    period: 'daily',
    points: 2,
    link: '/',
    sort: 1,
  },
  {
    code: 'sign_in',
    title: '每日签到',
    description: '在签到页完成当天签到',
    period: 'daily',
    points: 3,
    link: '/luckDraw',
    sort: 2,
  },
  {
    code: 'bbas_detail',
    title: '查看BBAS品种分析',
    description: '打开任意一个品种的BBAS分析',
    period: 'daily',
    points: 3,
    link: '/bbasV3',
    sort: 3,
  },
  {
    code: 'ask_assistant',
    title: '向AI助手提问',
    description: '向AI助手提一个问题并得到回答',
    period: 'daily',
    points: 3,
    link: '/AI',
    sort: 4,
  },
  {
    code: 'community_post',
    title: '期友社区发帖',
    description: '在期友社区发表一篇帖子',
    period: 'daily',
    points: 5,
    link: '/qiyouCommunityV2',
    sort: 5,
  },
  {
    code: 'complete_profile',
    title: '完善资料',
    description: '设置头像和性别',
    period: 'once',
    points: 20,
    link: '/my/setUpInformation',
    sort: 10,
  },
  {
    code: 'bind_wechat',
    title: '绑定微信',
    description: '用微信扫码登录并绑定本账号手机号',
    period: 'once',
    points: 20,
    link: '',
    sort: 11,
  },
  {
    code: 'set_pay_password',
    title: '设置支付密码',
    description: '设置6位数字支付密码，保障余额安全',
    period: 'once',
    points: 10,
    link: '/my/paymentPassword',
    sort: 12,
  },
];

/**
 * The coupons a fresh install gives (docs/decisions.md "Coupons"), with fixed ids because the gift
 * pack, the draw and the shop name them: the new user's coupon, the indicator discount sold in
 * the V粒 shop, and the draw's small coupon for anything but a recharge.
 */
export const demoCouponTemplates: (typeof couponTemplates.$inferInsert)[] = [
  {
    id: 1,
    name: '新人立减券',
    kind: 'amount',
    amountCents: 1000,
    minSpendCents: 3900,
    productKinds: ['vip', 'indicator', 'course'],
    validDays: 7,
  },
  {
    id: 2,
    name: '指标8折券',
    kind: 'discount',
    ratePercent: 80,
    productKinds: ['indicator'],
    validDays: 30,
  },
  {
    id: 3,
    name: '5元通用券',
    kind: 'amount',
    amountCents: 500,
    minSpendCents: 3000,
    productKinds: ['vip', 'indicator', 'course'],
    validDays: 14,
  },
];

/** The V粒 shop's items besides uses (docs/decisions.md "V粒 shop"): short memberships and a coupon, in limited stock. */
export const demoShopItems: (typeof vliShopItems.$inferInsert)[] = [
  {
    title: 'VIP体验1天',
    description: '会员权益全部可用，从当前会员到期日起顺延',
    kind: 'vip_days',
    amount: 1,
    priceVli: 60,
    stock: 500,
    sort: 1,
  },
  {
    title: 'VIP体验7天',
    description: '一周会员，BBAS、看数据、AI提问不限次数',
    kind: 'vip_days',
    amount: 7,
    priceVli: 380,
    stock: 100,
    sort: 2,
  },
  {
    title: '指标8折券',
    description: '购买任意付费指标打8折，30天内有效',
    kind: 'coupon',
    amount: 2,
    priceVli: 100,
    stock: 300,
    sort: 3,
  },
];
