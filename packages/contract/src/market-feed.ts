import { z } from 'zod';
import { defineCall } from './call';
import { FeedInfo } from './market';
import { field } from './validation';

/**
 * What the market feed pushes: anomalies (异动), the day's movers and counts, and the messages of
 * the trading-data socket that carries them. Apart from market.ts because browsers parse these
 * messages at run time: a page that imports market.ts for its calls' paths (the home page) does not
 * load them, nor zod, with it.
 */
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
