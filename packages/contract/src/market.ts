import { z } from 'zod';
import { defineCall } from './call';
import { field, noBody } from './validation';

export const SymbolItem = z.object({
  id: z.number().int(),
  /** Product code as used in contract ids (rb, SR, IF). */
  symbol: z.string(),
  name: z.string(),
});
export const ExchangeSymbols = z.object({
  /** Exchange code: SHFE, INE, DCE, CZCE, CFFEX, GFEX. */
  code: z.string(),
  name: z.string(),
  short_name: z.string(),
  list: z.array(SymbolItem),
});
export const symbolList = defineCall({
  path: '/vce_gm/v1/symbol_list',
  access: 'public',
  request: noBody,
  data: z.array(ExchangeSymbols),
});

export const SymbolPriceItem = SymbolItem.extend({
  /** Main contract id in the exchange's own convention (rb2605, SR605, IF2606). */
  main_contract: z.string(),
  /** Last price of the main contract. */
  lastPrice: z.number(),
  /** Change percent of the main contract against the previous settlement, e.g. 1.25 for +1.25 %. */
  zdf: z.number(),
  /** Beyond the spec: the price comes from the market simulator (labelled 模拟行情). */
  simulated: z.boolean(),
});
export const ExchangeSymbolsWithPrice = ExchangeSymbols.extend({ list: z.array(SymbolPriceItem) });
export const symbolListWithPrice = defineCall({
  path: '/vce_gm/v1/symbol_list_with_price',
  access: 'public',
  request: noBody,
  data: z.array(ExchangeSymbolsWithPrice),
});

/** Where figures come from: `simulator` figures are labelled 模拟行情. */
export const FeedInfo = z.object({ feed: z.string(), simulated: z.boolean() });

/** A product asked for by its code (rb, SR, IF). */
export const productSymbol = z.object({ symbol: field.text('品种', 8).min(1) });

export const klinePeriods = ['1m', '5m', '15m', '30m', '60m', '1d', '1w'] as const;
export const KlinePeriod = z.enum(klinePeriods);
export type KlinePeriod = z.infer<typeof KlinePeriod>;

/** A bar on the wire: [start time (ms), open, high, low, close, volume, open interest]. */
export const KlineBar = z.tuple([z.number(), z.number(), z.number(), z.number(), z.number(), z.number(), z.number()]);
export type KlineBar = z.infer<typeof KlineBar>;

export const kline = defineCall({
  path: '/javactp/market/kline',
  access: 'public',
  request: productSymbol.extend({
    period: KlinePeriod.describe('周期').default('1d'),
    limit: field.int('条数').min(1).max(5000).default(300),
    /** Only bars that start before this instant (ms): for loading older bars. */
    before: field.int('截止时间').min(0).optional(),
  }),
  data: FeedInfo.extend({
    symbol: z.string(),
    name: z.string(),
    /** The main contract now; the series is the main continuous one (主连). */
    main_contract: z.string(),
    period: KlinePeriod,
    bars: z.array(KlineBar),
  }),
});

export const ContractQuote = z.object({
  contract: z.string(),
  is_main: z.boolean(),
  expiry: z.string(),
  last: z.number(),
  change: z.number(),
  zdf: z.number(),
  open: z.number(),
  high: z.number(),
  low: z.number(),
  pre_settle: z.number(),
  volume: z.number(),
  open_interest: z.number(),
  oi_change: z.number(),
  limit_up: z.number(),
  limit_down: z.number(),
});

/** What the quote board and the rules call both say of a product. */
export const ProductFacts = FeedInfo.extend({
  symbol: z.string(),
  name: z.string(),
  exchange: z.string(),
  trading_day: z.string(),
  quote_unit: z.string(),
  multiplier: z.number(),
  tick_size: z.number(),
  /** Beyond the spec: trading hours, Beijing time ("21:00-01:00(+1)" ends after midnight). */
  sessions: z.object({ day: z.string(), night: z.string().nullable() }),
  /** Beyond the spec: a night session is held this evening (none on a weekend or before a holiday). */
  night_session_tonight: z.boolean(),
});

/** Every listed month of a product: the quote board and its term structure. */
export const quotes = defineCall({
  path: '/javactp/market/quotes',
  access: 'public',
  request: productSymbol,
  data: ProductFacts.extend({
    spot: z.number(),
    /** Spot minus the main contract's price. */
    basis: z.number(),
    contracts: z.array(ContractQuote),
  }),
});
