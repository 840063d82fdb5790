import { z } from 'zod';
import { defineCall } from './call';
import { FeedInfo, productSymbol } from './market';
import { MoverRow } from './market-feed';
import { field, noBody } from './validation';

// The daily dashboards (看数据, BBAS data) computed from the settled series: member rankings, capital,
// spot and basis, spreads, the overview board and trading signals.

const historyLimit = field.int('条数').min(1).max(1000).default(250);

export const MemberRow = z.object({ rank: z.number(), broker: z.string(), value: z.number(), change: z.number() });

/** Daily member position rankings of the main contract: top 20 long, short, volume and net. */
export const memberRankings = defineCall({
  path: '/javactp/market/memberRankings',
  access: 'public',
  request: productSymbol.extend({
    date: field.date('日期').optional(),
  }),
  data: FeedInfo.extend({
    symbol: z.string(),
    name: z.string(),
    trading_day: z.string(),
    long: z.array(MemberRow),
    short: z.array(MemberRow),
    volume: z.array(MemberRow),
    net: z.array(MemberRow),
  }),
});

/** Capital settled per product (沉淀资金), largest first, in yuan. */
export const capitalFlow = defineCall({
  path: '/javactp/market/capitalFlow',
  access: 'public',
  request: noBody,
  data: FeedInfo.extend({
    list: z.array(
      z.object({ symbol: z.string(), name: z.string(), sector: z.string(), capital: z.number(), change: z.number() }),
    ),
  }),
});

/** Daily spot, main contract close and basis of a product. */
export const spotBasis = defineCall({
  path: '/javactp/market/spotBasis',
  access: 'public',
  request: productSymbol.extend({ limit: historyLimit }),
  data: FeedInfo.extend({
    symbol: z.string(),
    name: z.string(),
    list: z.array(
      z.object({ time: z.number(), spot: z.number(), futures: z.number(), basis: z.number(), basis_rate: z.number() }),
    ),
  }),
});

/** Inter-commodity spreads: the definitions, and the daily history of one of them. */
export const spreads = defineCall({
  path: '/javactp/market/spreads',
  access: 'public',
  request: z.object({ id: field.optionalText('价差', 20), limit: historyLimit }),
  data: FeedInfo.extend({
    definitions: z.array(
      z.object({
        id: z.string(),
        name: z.string(),
        unit: z.string(),
        legs: z.array(z.object({ symbol: z.string(), weight: z.number() })),
      }),
    ),
    id: z.string(),
    points: z.array(z.object({ time: z.number(), value: z.number(), legs: z.array(z.number()) })),
  }),
});

/** Every product's main contract now: the board behind the volume and movers dashboards. */
export const marketOverview = defineCall({
  path: '/javactp/market/overview',
  access: 'public',
  request: noBody,
  data: FeedInfo.extend({
    list: z.array(MoverRow.extend({ sector: z.string(), exchange: z.string(), open_interest: z.number() })),
  }),
});

export const SignalKind = z.enum([
  'ma_golden_cross',
  'ma_death_cross',
  'breakout_high',
  'breakout_low',
  'macd_golden_cross',
  'macd_death_cross',
]);
/** Trading signals of the daily rules (MA5/MA20 crosses, 20-day breakouts, MACD crosses), newest first. */
export const signals = defineCall({
  path: '/javactp/market/signals',
  access: 'public',
  request: z.object({
    symbol: field.optionalText('品种', 8),
    direction: z.enum(['long', 'short']).optional().describe('方向'),
    limit: field.int('条数').min(1).max(200).default(50),
  }),
  data: FeedInfo.extend({
    list: z.array(
      z.object({
        symbol: z.string(),
        name: z.string(),
        time: z.number(),
        kind: SignalKind,
        direction: z.enum(['long', 'short']),
        text: z.string(),
        price: z.number(),
      }),
    ),
  }),
});
