import productLimits from './product-limits.json' with { type: 'json' };
import type { LastTradeRule, ListingRule, ProductRules, Sourced } from './rule-kinds';
import { profileOfSector } from './sector-profiles';

/**
 * Each product's trading rules as the exchanges publish them, one place for the engine, the
 * simulator, the rules call and the pages. Every value names the exchange's contract text, rule or
 * notice it comes from (docs/decisions.md "Market rules" lists where each was read). An exchange's
 * own rule applies unless a product says otherwise.
 */

/** What a catalogue product says about itself (futures-contracts.json). */
export interface CatalogueEntry {
  exchange: string;
  code: string;
  sector: string;
  delivery_months: string | null;
  night_session: string | null;
}

const tenthTradingDay = (exchange: string): Sourced<LastTradeRule> => ({
  value: { kind: 'nth-trading-day', n: 10 },
  source: `${exchange} 期货合约文本「最后交易日：合约月份的第10个交易日」`,
});

/** The last-trading-day rule most of an exchange's contracts share. */
const exchangeLastTrade: Record<string, Sourced<LastTradeRule>> = {
  SHFE: {
    value: { kind: 'day-or-next-trading-day', day: 15 },
    source: '上期所 期货合约文本「最后交易日：合约月份的15日（遇国家法定节假日顺延）」',
  },
  INE: {
    value: { kind: 'day-or-next-trading-day', day: 15 },
    source: '上期能源 20号胶、国际铜期货合约「最后交易日：合约月份的15日（遇国家法定节假日顺延）」',
  },
  DCE: tenthTradingDay('大商所'),
  CZCE: tenthTradingDay('郑商所'),
  GFEX: tenthTradingDay('广期所'),
  CFFEX: {
    value: { kind: 'nth-friday', n: 3 },
    source: '中金所 股指期货合约「最后交易日：合约到期月份的第三个周五，遇国家法定假日顺延」',
  },
};

const previousMonthEnd = (contract: string): Sourced<LastTradeRule> => ({
  value: { kind: 'last-trading-day-before-month' },
  source: `${contract}「最后交易日：合约月份前一月份的最后一个交易日」`,
});
const fourthFromEnd = (contract: string): Sourced<LastTradeRule> => ({
  value: { kind: 'nth-trading-day-from-end', n: 4 },
  source: `大商所 ${contract}期货合约「最后交易日：合约月份倒数第4个交易日」`,
});

const lastTradeOverrides: Record<string, Sourced<LastTradeRule>> = {
  fu: previousMonthEnd('上期所 燃料油期货合约'),
  sc: previousMonthEnd('上期能源 原油期货合约'),
  lu: previousMonthEnd('上期能源 低硫燃料油期货合约'),
  ec: {
    value: { kind: 'last-weekday', weekday: 1 },
    source: '上期能源 集运指数（欧线）期货标准合约「最后交易日：合约交割月份最后一个开展期货交易的周一」',
  },
  eg: fourthFromEnd('乙二醇'),
  eb: fourthFromEnd('苯乙烯'),
  pg: fourthFromEnd('液化石油气'),
  bz: fourthFromEnd('纯苯'),
  lg: fourthFromEnd('原木'),
  lh: fourthFromEnd('生猪'),
  jd: fourthFromEnd('鸡蛋'),
  ZC: {
    value: { kind: 'nth-trading-day', n: 5 },
    source: '郑商所 动力煤期货合约「最后交易日：合约交割月份的第5个交易日」',
  },
  TS: treasuryLastTrade('2年期'),
  TF: treasuryLastTrade('5年期'),
  T: treasuryLastTrade('10年期'),
  TL: treasuryLastTrade('30年期'),
};

function treasuryLastTrade(term: string): Sourced<LastTradeRule> {
  return {
    value: { kind: 'nth-friday', n: 2 },
    source: `中金所 ${term}国债期货合约「最后交易日：合约到期月份的第二个星期五」`,
  };
}

const listingOverrides: Record<string, Sourced<ListingRule>> = {
  au: {
    value: { kind: 'consecutive-then', consecutive: 3, then: 'even', withinMonths: 13 },
    source: '上期所 黄金期货合约「合约月份：最近三个连续月份的合约以及最近13个月以内的双月合约」',
  },
  bu: {
    value: { kind: 'consecutive-then', consecutive: 6, then: 'quarterly', withinMonths: 24 },
    source: '上期所 石油沥青期货合约「合约月份：24个月以内，其中最近1-6个月为连续月份合约，6个月以后为季月合约」',
  },
  sc: {
    value: { kind: 'consecutive-then', consecutive: 12, then: 'quarterly', count: 8 },
    source: '上期能源 原油期货标准合约「合约月份：最近1-12个月为连续月份以及随后八个季月」',
  },
  ec: {
    value: { kind: 'consecutive-then', consecutive: 6, except: [2], then: 'quarterly', count: 2 },
    source:
      '上期能源《集运指数（欧线）期货标准合约》修订案（2026-02-10 起）「合约月份：最近1-6个月为连续月份（2月除外），以及随后两个季月」',
    asOf: '2026-02-10',
  },
};

const deliveryMonthOverrides: Record<string, Sourced<readonly number[]>> = {
  AP: {
    value: [1, 3, 4, 5, 10, 11, 12],
    source: '郑商所 苹果期货合约（2021年修订）「合约交割月份：1、3、4、5、10、11、12月」',
  },
};

const nightOverrides: Record<string, Sourced<string | null>> = {
  SF: { value: null, source: '郑商所 夜盘品种名单：硅铁不在其中（只有日盘）' },
  SM: { value: null, source: '郑商所 夜盘品种名单：锰硅不在其中（只有日盘）' },
  rr: { value: '21:00-23:00', source: '大商所 粳米期货交易时间「夜盘 21:00-23:00」' },
  bz: { value: '21:00-23:00', source: '大商所 纯苯期货交易时间「夜盘 21:00-23:00」' },
};

/** Limits and margins in force, by notice (product-limits.json): data, as the exchanges change them often. */
const limitsByProduct: Record<string, { limit?: Sourced<number>; margin?: Sourced<number> }> = productLimits.products;

/** Where no notice of its own is recorded, a product takes its sector's usual limit and margin (sector-profiles.ts). */
const sectorSource = (sector: string) => `${sector}板块常见水平（未收录该品种的交易所通知）`;

const allMonths = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12];

function catalogueMonths(entry: CatalogueEntry): readonly number[] {
  const text = entry.delivery_months;
  if (!text || text === '1-12' || !/^[\d,]+$/.test(text)) return allMonths;
  return text.split(',').map(Number);
}

function defaultListing(entry: CatalogueEntry): Sourced<ListingRule> {
  if (entry.exchange === 'CFFEX') {
    return entry.code.startsWith('T')
      ? { value: { kind: 'treasury-futures' }, source: '中金所 国债期货合约「合约月份：最近的三个季月」' }
      : { value: { kind: 'index-futures' }, source: '中金所 股指期货合约「合约月份：当月、下月及随后两个季月」' };
  }
  return {
    value: { kind: 'delivery-months-within-year' },
    source: `${entry.exchange} 期货合约文本「合约月份」：一年内的各交割月份`,
  };
}

/** The rules of a catalogue product: its exchange's, corrected where the product's own text differs. */
export function rulesOf(entry: CatalogueEntry): ProductRules {
  const { code, exchange, sector } = entry;
  const level = profileOfSector(sector);
  const lastTrade = lastTradeOverrides[code] ?? exchangeLastTrade[exchange];
  if (!lastTrade) throw new Error(`no last-trading-day rule for ${exchange} ${code}`);
  return {
    lastTrade,
    listing: listingOverrides[code] ?? defaultListing(entry),
    deliveryMonths: deliveryMonthOverrides[code] ?? {
      value: catalogueMonths(entry),
      source: `${exchange} 期货合约文本「合约月份」（目录 futures-contracts.json）`,
    },
    nightSession: nightOverrides[code] ?? {
      value: entry.night_session,
      source: `${exchange} 交易时间表（目录 futures-contracts.json）`,
    },
    priceLimit: limitsByProduct[code]?.limit ?? { value: level.limit, source: sectorSource(sector) },
    marginRate: limitsByProduct[code]?.margin ?? { value: level.margin, source: sectorSource(sector) },
  };
}
