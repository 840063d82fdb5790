import { alertKindNames, type MarketAlert } from '@vce/contract/market-feed';

const colors: Record<MarketAlert['kind'], string> = {
  surge: 'red',
  plunge: 'green',
  oi_surge: 'volcano',
  oi_drop: 'cyan',
  volume_spike: 'gold',
  limit_up: 'red',
  limit_down: 'green',
  // Paler than the limit itself: the price is back off it.
  limit_up_opened: 'orange',
  limit_down_opened: 'lime',
};

/** How each kind of anomaly (异动) is named and tagged wherever alerts are listed. */
export const alertTagOf = (kind: MarketAlert['kind']) => ({ label: alertKindNames[kind], color: colors[kind] });
