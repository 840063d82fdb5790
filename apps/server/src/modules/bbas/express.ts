import type { BbasExpressItem } from '@vce/contract/bbas';
import type { bbasNotes } from '../../db/schema/bbas';
import type { AlertKind, MarketAlert } from '../market/market-alerts';

/** The market monitor signs the flashes made from the engine's alerts. */
export const alertSource = 'vce行情监控';

const kindTitles: Record<AlertKind, string> = {
  surge: '快速拉升',
  plunge: '快速下跌',
  oi_surge: '大幅增仓',
  oi_drop: '大幅减仓',
  volume_spike: '成交放量',
  limit_up: '触及涨停',
  limit_down: '触及跌停',
};

/** A flash from an anomaly the engine stored: what happened, then the price and change it happened at. */
export function alertFlash(alert: MarketAlert): BbasExpressItem {
  const sign = alert.zdf > 0 ? '+' : '';
  return {
    id: `alert-${alert.time}-${alert.kind}`,
    kind: 'alert',
    time: alert.time,
    title: `${alert.name}${kindTitles[alert.kind]}`,
    content: `${alert.text}，最新价${alert.price}，涨跌幅${sign}${alert.zdf}%。`,
    source: alertSource,
    price: alert.price,
    zdf: alert.zdf,
  };
}

export function noteFlash(note: typeof bbasNotes.$inferSelect): BbasExpressItem {
  return {
    id: `note-${note.id}`,
    kind: 'note',
    time: note.publishedAt.getTime(),
    title: note.title,
    content: note.content,
    source: note.author,
    price: null,
    zdf: null,
  };
}

/** The newest `limit` of both lists (each newest first), newest first. */
export function mergeFlashes(alerts: BbasExpressItem[], notes: BbasExpressItem[], limit: number) {
  return [...alerts, ...notes].sort((a, b) => b.time - a.time).slice(0, limit);
}
