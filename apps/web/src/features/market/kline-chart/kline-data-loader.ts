import type { KlineBar } from '@vce/contract/market';
import type { DataLoader, KLineData } from 'klinecharts';
import { getKline } from '../api/get-kline';
import { wirePeriodOf } from './kline-periods';

/** What the chart's surroundings show about the series: its name, source and newest bar. */
export interface KlineFeed {
  name: string;
  mainContract: string;
  simulated: boolean;
  last: KLineData;
}

const pageSize = 300;
/** The forming bar and the one before it, which may have closed since the last poll. */
const pollSize = 2;
const pollMs = 3_000;

const chartBarOf = ([timestamp, open, high, low, close, volume, openInterest]: KlineBar): KLineData => ({
  timestamp,
  open,
  high,
  low,
  close,
  volume,
  openInterest,
});

/**
 * Feeds the chart: the newest page of bars, older pages as the reader scrolls left (`before` the
 * first bar held), and a poll of the last bars every few seconds. Answers that arrive after the
 * symbol or period changed are dropped: each load and subscription belongs to one generation.
 */
export function createKlineDataLoader(onFeed: (feed: KlineFeed) => void): DataLoader & { stop(): void } {
  let generation = 0;
  let pollTimer: ReturnType<typeof setTimeout> | undefined;

  const report = (data: Awaited<ReturnType<typeof getKline>>) => {
    const last = data.bars.at(-1);
    if (last)
      onFeed({ name: data.name, mainContract: data.main_contract, simulated: data.simulated, last: chartBarOf(last) });
  };

  const stop = () => {
    generation += 1;
    clearTimeout(pollTimer);
  };

  return {
    async getBars({ type, timestamp, symbol, period, callback }) {
      if (type === 'init') generation += 1;
      const asked = generation;
      const isOlder = type === 'forward';
      try {
        const data = await getKline({
          symbol: symbol.ticker,
          period: wirePeriodOf(period),
          limit: pageSize,
          before: isOlder ? (timestamp ?? undefined) : undefined,
        });
        if (asked !== generation) return;
        callback(data.bars.map(chartBarOf), { forward: data.bars.length === pageSize });
        if (!isOlder) report(data);
      } catch {
        // The client has shown or logged the failure; older bars are asked again on the next scroll.
        if (asked === generation) callback([], { forward: isOlder });
      }
    },
    subscribeBar({ symbol, period, callback }) {
      const asked = generation;
      const poll = async () => {
        if (!document.hidden) {
          try {
            const request = { symbol: symbol.ticker, period: wirePeriodOf(period), limit: pollSize };
            const data = await getKline(request, { silent: true });
            if (asked !== generation) return;
            for (const bar of data.bars) callback(chartBarOf(bar));
            report(data);
          } catch {
            // A missed poll is made up by the next one.
          }
        }
        if (asked === generation) pollTimer = setTimeout(poll, pollMs);
      };
      pollTimer = setTimeout(poll, pollMs);
    },
    unsubscribeBar: stop,
    stop,
  };
}
