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
