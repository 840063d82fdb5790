import type {
  bbasDataStatistics,
  bbasExplainInfo,
  bbasExpressList,
  bbasPivotInfo,
  bbasViewList,
} from '@vce/contract/bbas';
import type { CallData } from '@vce/contract/call';
import type { kline, quotes, symbolListWithPrice } from '@vce/contract/market';
import type { memberRankings, signals, spotBasis, spreads } from '@vce/contract/market-dashboards';
import type { contractInfo } from '@vce/contract/market-rules';

type ListedPrice = CallData<typeof symbolListWithPrice>[number]['list'][number] & { exchange: string };
type SpreadData = CallData<typeof spreads>;

/**
 * The site's figures the engine reads: the shape of `createMarketDesk` in modules/assistant,
 * restated here from the calls' own data types because providers sit below modules and may not
 * import them (eslint's layer rule). The assistant module hands its desk in, and tsc checks there
 * that the two agree.
 */
export interface MarketDesk {
  listedPrice(symbol: string): Promise<ListedPrice | null>;
  quotes(symbol: string): Promise<CallData<typeof quotes>>;
  explain(symbol: string): Promise<CallData<typeof bbasExplainInfo>>;
  pivots(symbol: string): Promise<CallData<typeof bbasPivotInfo>>;
  views(symbol: string): Promise<CallData<typeof bbasViewList>>;
  express(symbol: string): Promise<CallData<typeof bbasExpressList>>;
  statistics(symbol: string): Promise<CallData<typeof bbasDataStatistics>>;
  contract(symbol: string): Promise<CallData<typeof contractInfo>>;
  dailyBars(symbol: string, limit?: number): Promise<CallData<typeof kline>>;
  signals(symbol: string): Promise<CallData<typeof signals>>;
  rankings(symbol: string): Promise<CallData<typeof memberRankings>>;
  basis(symbol: string): Promise<CallData<typeof spotBasis>>;
  spreads(symbol: string): Promise<(SpreadData['definitions'][number] & { points: SpreadData['points'] })[]>;
}

/**
 * The desk with each read made at most once per answer: several sections of one answer need the
 * same quote board or price list, and they run side by side.
 */
export function cachedDesk(desk: MarketDesk): MarketDesk {
  const reads = new Map<string, Promise<unknown>>();
  const cached: Record<string, (...args: unknown[]) => Promise<unknown>> = {};
  // Every member of the desk is a read taking plain arguments, so name and arguments key it.
  for (const [name, read] of Object.entries(desk) as [string, (...args: unknown[]) => Promise<unknown>][]) {
    cached[name] = (...args) => {
      const key = `${name}${JSON.stringify(args)}`;
      let result = reads.get(key);
      if (!result) {
        // Started inside an async function so that a read throwing at once rejects like any other.
        result = (async () => read.apply(desk, args))();
        reads.set(key, result);
      }
      return result;
    };
  }
  return cached as unknown as MarketDesk;
}
