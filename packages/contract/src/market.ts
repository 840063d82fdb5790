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

export const AlertKind = z.enum([
  'surge',
  'plunge',
  'oi_surge',
  'oi_drop',
  'volume_spike',
  'limit_up',
  'limit_down',
  'limit_up_opened',
  'limit_down_opened',
]);
export type AlertKind = z.infer<typeof AlertKind>;
/** What each kind of anomaly is called wherever alerts are told: feeds, tags, the market express. */
export const alertKindNames: Record<AlertKind, string> = {
  surge: '快速拉升',
  plunge: '快速下跌',
  oi_surge: '大幅增仓',
  oi_drop: '大幅减仓',
  volume_spike: '成交放量',
  limit_up: '触及涨停',
  limit_down: '触及跌停',
  /** The price has left the limit it was told to be at (开板). */
  limit_up_opened: '打开涨停',
  limit_down_opened: '打开跌停',
};
/** An anomaly (异动) of a main contract. */
export const MarketAlert = z.object({
  time: z.number(),
  symbol: z.string(),
  name: z.string(),
  contract: z.string(),
  kind: AlertKind,
  text: z.string(),
  price: z.number(),
  zdf: z.number(),
});
export type MarketAlert = z.infer<typeof MarketAlert>;

/** The newest anomalies, of one product or of all. */
export const alerts = defineCall({
  path: '/javactp/market/alerts',
  access: 'public',
  request: z.object({
    symbol: field.optionalText('品种', 8),
    limit: field.int('条数').min(1).max(200).default(50),
  }),
  data: FeedInfo.extend({ list: z.array(MarketAlert) }),
});

export const MoverRow = z.object({
  symbol: z.string(),
  name: z.string(),
  contract: z.string(),
  last: z.number(),
  zdf: z.number(),
  volume: z.number(),
  /** Turnover of the day in yuan. */
  turnover: z.number(),
});
export const TradedRanking = z.object({
  rise: z.array(MoverRow),
  fall: z.array(MoverRow),
  turnover: z.array(MoverRow),
});
export const ChangeNumber = z.object({ rise: z.number(), fall: z.number(), flat: z.number() });

/**
 * The trading-data socket (/ws/message). A client subscribes by sending `monitoring:1`,
 * `tradedRanking:1` or `changeNumber:1` as a text frame of its own (`:0` unsubscribes).
 * The greeting carries the client's id; broadcast frames are the same bytes for every subscriber,
 * so their data.client_id is empty (docs/decisions.md "Market").
 */
export const marketTopics = ['monitoring', 'tradedRanking', 'changeNumber'] as const;
export type MarketTopic = (typeof marketTopics)[number];
const socketData = z.object({ client_id: z.string() });
/** Broadcasts also carry when the server sent them (ms), so a client can tell how fresh they are. */
const broadcastData = socketData.extend({ sent_at: z.number() });
export const MarketSocketMessage = z.discriminatedUnion('type', [
  z.object({ type: z.literal('get_client_id'), data: socketData, content: z.string() }),
  z.object({ type: z.literal('monitoring'), data: broadcastData, content: z.array(MarketAlert) }),
  z.object({ type: z.literal('tradedRanking'), data: broadcastData, content: TradedRanking }),
  z.object({ type: z.literal('changeNumber'), data: broadcastData, content: ChangeNumber }),
  z.object({ type: z.literal('error'), data: socketData, content: z.string() }),
]);
export type MarketSocketMessage = z.infer<typeof MarketSocketMessage>;
