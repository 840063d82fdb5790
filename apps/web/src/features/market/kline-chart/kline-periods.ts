import type { KlinePeriod } from '@vce/contract/market';
import type { Period } from 'klinecharts';

export interface PeriodOption {
  key: string;
  label: string;
  /** The period the kline call is asked for. */
  wire: KlinePeriod;
  /** The same period as the chart library names it (it picks axis labels from it). */
  chart: Period;
  /** 分时 draws the one-minute closes as a line instead of candles. */
  isLine?: boolean;
}

/** Where the chart opens: daily candles, the view most readers start from. */
export const defaultPeriod: PeriodOption = { key: '1d', label: '日K', wire: '1d', chart: { type: 'day', span: 1 } };

export const periodOptions: PeriodOption[] = [
  { key: 'line', label: '分时', wire: '1m', chart: { type: 'minute', span: 1 }, isLine: true },
  { key: '1m', label: '1分', wire: '1m', chart: { type: 'minute', span: 1 } },
  { key: '5m', label: '5分', wire: '5m', chart: { type: 'minute', span: 5 } },
  { key: '15m', label: '15分', wire: '15m', chart: { type: 'minute', span: 15 } },
  { key: '30m', label: '30分', wire: '30m', chart: { type: 'minute', span: 30 } },
  { key: '60m', label: '60分', wire: '60m', chart: { type: 'hour', span: 1 } },
  defaultPeriod,
  { key: '1w', label: '周K', wire: '1w', chart: { type: 'week', span: 1 } },
];

/** The wire period of the chart's period (分时 and 1分 both read one-minute bars). */
export function wirePeriodOf(period: Period): KlinePeriod {
  const option = periodOptions.find((item) => item.chart.type === period.type && item.chart.span === period.span);
  if (!option) throw new Error(`no kline period for ${period.span} ${period.type}`);
  return option.wire;
}
