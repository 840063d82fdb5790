import { formatBeijingTime } from '../../../shared/beijing-time';
import { SimulatedTag } from '../../../shared/ui/simulated-tag';
import { formatPrice } from '../price-format';
import type { KlineFeed } from './kline-data-loader';
import type { PeriodOption } from './kline-periods';

interface KlineLegendProps {
  feed: KlineFeed | null;
  period: PeriodOption;
  pricePrecision: number;
}

/** The series above the chart: its name, main contract, newest price and bar time, and where it comes from. */
export function KlineLegend({ feed, period, pricePrecision }: KlineLegendProps) {
  if (!feed) return <div className="kline-legend muted">K线加载中…</div>;
  const isDaily = period.chart.type === 'day' || period.chart.type === 'week';
  return (
    <div className="kline-legend">
      <strong>{feed.name}主连</strong>
      <span className="muted">主力 {feed.mainContract}</span>
      <span>
        最新价 <b data-testid="kline-last-price">{formatPrice(feed.last.close, pricePrecision)}</b>
      </span>
      <span className="muted">{formatBeijingTime(feed.last.timestamp, isDaily ? 'day' : 'minute')}</span>
      <SimulatedTag simulated={feed.simulated} />
    </div>
  );
}
