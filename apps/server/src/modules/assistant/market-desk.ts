import { bbasDataStatistics, bbasExpressList, bbasExplainInfo, bbasPivotInfo, bbasViewList } from '@vce/contract/bbas';
import { quotes, symbolListWithPrice, kline } from '@vce/contract/market';
import { memberRankings, signals, spotBasis, spreads } from '@vce/contract/market-dashboards';
import { contractInfo } from '@vce/contract/market-rules';
import type { FastifyInstance } from 'fastify';
import { invokeCall } from '../../platform/calls';
import type { MarketDesk } from '../../providers/llm/builtin/market-desk';

/**
 * The site's figures as the assistant reads them: each function runs the very call a page makes
 * (`invokeCall`), so every figure in an answer equals what the page shows at that moment. Functions
 * take a product code (rb, SR, IF) and reject an unknown one with the call's own error. The shape is
 * the engines' (providers/llm/builtin/market-desk.ts).
 */
export function createMarketDesk(app: FastifyInstance): MarketDesk {
  return {
    /** The product's line of the price list (`symbol_list_with_price`): main contract, last price, change %. */
    async listedPrice(symbol: string) {
      const exchanges = await invokeCall(app, symbolListWithPrice, {});
      for (const exchange of exchanges) {
        const item = exchange.list.find((entry) => entry.symbol === symbol);
        if (item) return { ...item, exchange: exchange.name };
      }
      return null;
    },
    /** The quote board: every listed month, spot and basis (term structure). */
    quotes: (symbol: string) => invokeCall(app, quotes, { symbol }),
    /** The product's state in words (trend against moving averages, pivots) and the desks' consensus. */
    explain: (symbol: string) => invokeCall(app, bbasExplainInfo, { symbol }),
    /** Classic pivots of the previous trading day (BBAS information type 2). */
    pivots: (symbol: string) => invokeCall(app, bbasPivotInfo, { symbol }),
    /** Institutional views, newest first, with the desks' consensus counts. */
    views: (symbol: string) => invokeCall(app, bbasViewList, { symbol, page: 1, limit: 5 }),
    /** Market express: the engine's anomaly alerts and the editors' notes, newest first. */
    express: (symbol: string) => invokeCall(app, bbasExpressList, { symbol, limit: 5 }),
    /** Seasonality, realised volatility and open-interest statistics. */
    statistics: (symbol: string) => invokeCall(app, bbasDataStatistics, { symbol }),
    /** The exchanges' rules: multiplier, tick, limits, margin, sessions, last trading days. */
    contract: (symbol: string) => invokeCall(app, contractInfo, { symbol }),
    /** Daily bars of the main continuous series, oldest first. */
    dailyBars: (symbol: string, limit = 60) => invokeCall(app, kline, { symbol, period: '1d', limit }),
    /** Trading signals of the daily rules, newest first. */
    signals: (symbol: string) => invokeCall(app, signals, { symbol, limit: 5 }),
    /** The futures companies' position rankings of the last trading day. */
    rankings: (symbol: string) => invokeCall(app, memberRankings, { symbol }),
    /** Spot, main contract and basis, day by day (the last 20). */
    basis: (symbol: string) => invokeCall(app, spotBasis, { symbol, limit: 20 }),
    /** The inter-commodity spreads with a leg in the product, each with its last 20 days. */
    async spreads(symbol: string) {
      const { definitions } = await invokeCall(app, spreads, { limit: 1 });
      const mine = definitions.filter((definition) => definition.legs.some((leg) => leg.symbol === symbol));
      return Promise.all(
        mine.map(async (definition) => ({
          ...definition,
          points: (await invokeCall(app, spreads, { id: definition.id, limit: 20 })).points,
        })),
      );
    },
  };
}
