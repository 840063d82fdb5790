import type { BbasExpressItem } from './bbas';
import { alertKindNames, type MarketAlert } from './market-feed';

/** The market monitor signs the flashes made from its alerts. */
const alertSource = 'vce行情监控';

/**
 * An alert (异动) as a market express flash (BBAS information type 1): what happened, then the price
 * and change it happened at. The server makes stored alerts into flashes and the BBAS page those
 * pushed over the trading-data socket, with this one function, so an alert has one id in both.
 */
export function alertFlash(alert: MarketAlert): BbasExpressItem {
  const sign = alert.zdf > 0 ? '+' : '';
  return {
    id: `alert-${alert.time}-${alert.kind}`,
    kind: 'alert',
    time: alert.time,
    title: `${alert.name}${alertKindNames[alert.kind]}`,
    content: `${alert.text}，最新价${alert.price}，涨跌幅${sign}${alert.zdf}%。`,
    source: alertSource,
    price: alert.price,
    zdf: alert.zdf,
  };
}

/**
 * Two lists of market express flashes as one, newest first, each flash once (an alert pushed live is
 * also in the stored list once it is read again), at most `limit`.
 */
export function mergeFlashes(
  newer: readonly BbasExpressItem[],
  older: readonly BbasExpressItem[],
  limit = Number.POSITIVE_INFINITY,
): BbasExpressItem[] {
  const seen = new Set<string>();
  return [...newer, ...older]
    .filter((item) => !seen.has(item.id) && seen.add(item.id))
    .sort((a, b) => b.time - a.time)
    .slice(0, limit);
}
