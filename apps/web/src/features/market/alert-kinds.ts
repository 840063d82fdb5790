import type { MarketAlert } from '@vce/contract/market';

/** How each kind of anomaly (异动) is named and tagged wherever alerts are listed. */
export const alertKinds: Record<MarketAlert['kind'], { label: string; color: string }> = {
  surge: { label: '快速拉升', color: 'red' },
  plunge: { label: '快速下跌', color: 'green' },
  oi_surge: { label: '大幅增仓', color: 'volcano' },
  oi_drop: { label: '大幅减仓', color: 'cyan' },
  volume_spike: { label: '成交放量', color: 'gold' },
  limit_up: { label: '触及涨停', color: 'red' },
  limit_down: { label: '触及跌停', color: 'green' },
};
