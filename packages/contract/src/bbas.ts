import { z } from 'zod';
import { defineCall } from './call';
import { FeedInfo, productSymbol } from './market';
import { field, noBody } from './validation';

/**
 * BBAS, the per-product analysis (spec 000 §1, §3, §7; docs/decisions.md "BBAS"). Each product has
 * four information types: 1 market express, 2 pivot system, 3 institutional views, 4 data statistics.
 */
const flag = z.union([z.literal(0), z.literal(1)]);

/** One BBAS category: one product of the catalogue (spec 000 §3). */
export const BbasCategory = z.object({
  /** The product's id, the same as symbol_list's (and the ids saveCategoryList takes). */
  id: z.number().int(),
  /** The sector (板块) the product belongs to: the id of its oneList entry. */
  type: z.number().int(),
  name: z.string(),
  /** Words a search matches, comma-separated: the Chinese name and the code in both cases. */
  match_name: z.string(),
  /** Picture of the category; '' when none (the page shows its sector's icon). */
  image: z.string(),
  description: z.string(),
  /** Product code as used in contract ids (rb, SR, IF): what /bbasV3/details?symbol= takes. */
  symbol: z.string(),
  /** Exchange code: SHFE, INE, DCE, CZCE, CFFEX, GFEX. */
  exchange: z.string(),
  /** Sort weight: larger first. */
  weigh: z.number().int(),
  /** 1 enabled; disabled categories are left out of the lists. */
  switch: flag,
  is_recommend: flag,
});
export type BbasCategory = z.infer<typeof BbasCategory>;

/** A first-level entry: a sector with its products, in categoryList order. */
export const BbasSector = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  list: z.array(z.object({ id: z.number().int(), symbol: z.string(), name: z.string() })),
});

export const BbasBaseInfoData = z.object({
  /** Enabled categories, by weigh (largest first). */
  categoryList: z.array(BbasCategory),
  /** Sectors that have enabled categories, in the sectors' fixed order. */
  oneList: z.array(BbasSector),
});
export const bbasBaseInfo = defineCall({
  path: '/api/bbas/getBaseInfo',
  access: 'public',
  request: noBody,
  data: BbasBaseInfoData,
});

/** 多 bullish, 看多 look-bullish, 看空 look-bearish, 震荡 range-bound. */
export const bbasDirections = ['多', '看多', '看空', '震荡'] as const;
export const BbasDirection = z.enum(bbasDirections);
export type BbasDirection = z.infer<typeof BbasDirection>;

/** One institutional view (information type 3). */
export const BbasViewPoint = z.object({
  id: z.number().int(),
  broker_name: z.string(),
  symbol: z.string(),
  direction: BbasDirection,
  title: z.string(),
  summary: z.string(),
  /** Link to the full report; '' when there is none. */
  pdf_url: z.string(),
  /** Publication time (ms). */
  published_at: z.number(),
});
export type BbasViewPoint = z.infer<typeof BbasViewPoint>;

/**
 * How the research desks stand: each desk's latest view on the product counts once. `direction` is
 * the consensus ('' when no desk has a view).
 */
export const BbasViewCounts = z.object({
  duo: z.number().int(),
  kanduo: z.number().int(),
  kankong: z.number().int(),
  zhendang: z.number().int(),
  direction: z.union([BbasDirection, z.literal('')]),
});

/** The explain info of a product (spec 000 §3): its state in words and the desks' views. */
export const BbasExplainInfoData = BbasViewCounts.extend({
  /** The product's state now, generated from the data: trend against moving averages, pivot levels. */
  content: z.string(),
  /** 1 when `content` holds an explanation; 0 when the history is too short for one. */
  is_explain: flag,
  /** Of the latest view; '' when there is none. */
  pdf_url: z.string(),
  broker_name: z.string(),
  title: z.string(),
  /** A JSON array of BbasViewPoint: each desk's latest view, newest first. */
  view_point_json: z.string(),
});
export const bbasExplainInfo = defineCall({
  path: '/api/bbas/getExplainInfo',
  access: 'public',
  request: productSymbol,
  data: BbasExplainInfoData,
});

/** One flash of information type 1: an anomaly the market engine saw, or an editor's note. */
export const BbasExpressItem = z.object({
  /** Unique in the list: `alert-<time>-<kind>` or `note-<id>` (two sources share one list). */
  id: z.string(),
  kind: z.enum(['alert', 'note']),
  /** When it happened or was published (ms). */
  time: z.number(),
  title: z.string(),
  content: z.string(),
  /** Who tells it: the market monitor or the editorial desk. */
  source: z.string(),
  /** Price and change percent of the main contract at an alert; null on notes. */
  price: z.number().nullable(),
  zdf: z.number().nullable(),
});
export type BbasExpressItem = z.infer<typeof BbasExpressItem>;

export const bbasExpressList = defineCall({
  path: '/api/bbas/getExpressList',
  access: 'public',
  request: productSymbol.extend({
    limit: field.int('条数').pipe(z.number().min(1).max(100)).default(20),
    /** Only items before this instant (ms): for loading older ones. */
    before: field.int('截止时间').pipe(z.number().min(0)).optional(),
  }),
  data: FeedInfo.extend({ list: z.array(BbasExpressItem) }),
});

export const pivotLevelNames = ['R3', 'R2', 'R1', 'P', 'S1', 'S2', 'S3'] as const;
export const PivotLevel = z.object({
  name: z.enum(pivotLevelNames),
  /** The level's Chinese name: 阻力位R1, 枢轴点P, 支撑位S1… */
  label: z.string(),
  price: z.number(),
});
export type PivotLevel = z.infer<typeof PivotLevel>;

/** Classic floor-trader pivots from the previous trading day's bar, rounded to the tick. */
export const PivotInfo = z.object({
  /** The trading day (YYYY-MM-DD) whose bar the levels come from. */
  based_on: z.string(),
  high: z.number(),
  low: z.number(),
  close: z.number(),
  /** From R3 down to S3. */
  levels: z.array(PivotLevel),
  /** The nearest level at or below the last price, and the nearest above; null beyond S3 or R3. */
  lower: PivotLevel.nullable(),
  upper: PivotLevel.nullable(),
  /** Where the last price stands, in words: 位于枢轴点P与阻力位R1之间. */
  position: z.string(),
});
/** Which product and main contract a per-product BBAS answer is about, and where its figures come from. */
const ProductHeader = FeedInfo.extend({ symbol: z.string(), name: z.string(), main_contract: z.string() });

export const bbasPivotInfo = defineCall({
  path: '/api/bbas/getPivotInfo',
  access: 'public',
  request: productSymbol,
  data: ProductHeader.extend({
    last: z.number(),
    /** Null while there is no completed trading day yet. */
    pivot: PivotInfo.nullable(),
  }),
});

export const bbasViewList = defineCall({
  path: '/api/bbas/getViewList',
  access: 'public',
  request: productSymbol.extend({
    page: field.int('页码').pipe(z.number().min(1).max(1000)).default(1),
    limit: field.int('每页条数').pipe(z.number().min(1).max(50)).default(10),
  }),
  /** Every view on the product, newest first, with the counts of the desks' latest views. */
  data: BbasViewCounts.extend({ total: z.number().int(), list: z.array(BbasViewPoint) }),
});

/** One calendar month over the years of history: null figures when no year has it complete. */
export const SeasonalityMonth = z.object({
  month: z.number().int(),
  years: z.number().int(),
  /** Average return of the month, in percent (1.25 for +1.25 %). */
  average_return: z.number().nullable(),
  /** Share of those years in which the month rose, in percent. */
  up_ratio: z.number().nullable(),
});

export const bbasDataStatistics = defineCall({
  path: '/api/bbas/getDataStatistics',
  access: 'public',
  request: productSymbol,
  data: ProductHeader.extend({
    seasonality: z.object({
      /** First and last complete month counted (YYYY-MM); '' when none. */
      from: z.string(),
      to: z.string(),
      months: z.array(SeasonalityMonth),
    }),
    /** Annualised volatility of daily log returns, in percent; null when the history is too short. */
    volatility: z.object({ hv20: z.number().nullable(), hv60: z.number().nullable() }),
    positions: z.object({
      /** The main contract's open interest now (lots). */
      open_interest: z.number().int(),
      /** Against the main series 5 and 20 trading days ago. */
      change_5d: z.number().int().nullable(),
      change_20d: z.number().int().nullable(),
      /** Share of the days of history whose open interest was at or below today's, in percent. */
      percentile: z.number().nullable(),
      /** Days of history the percentile looks at. */
      days: z.number().int(),
    }),
  }),
});
