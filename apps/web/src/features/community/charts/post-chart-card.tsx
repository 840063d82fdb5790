import { useQuery } from '@tanstack/react-query';
import type { ChartCard } from '@vce/contract/community-charts';
import { kline } from '@vce/contract/market';
import { paths } from '@vce/contract/routes';
import { tickDecimals } from '@vce/market-core/ticks';
import { Card } from 'antd';
import { Link } from 'react-router';
import { api } from '../../../shared/api/api';
import { formatBeijingTime } from '../../../shared/beijing-time';
import { BarsChart } from '../../../shared/kline/bars-chart';
import { queryKeys } from '../../../shared/query-keys';
import { SimulatedTag } from '../../../shared/ui/simulated-tag';
import { chartPeriodNames } from './chart-card-names';

/** Bars a card shows: half a year of days, a quarter of hours. */
const BARS = 120;

/**
 * A post's K-line chart card: the product, period and indicators its author chose, drawn for this
 * reader from the site's own bars up to the author's moment, with the market core's indicators.
 */
export function PostChartCard({ postId, chart }: { postId: number; chart: ChartCard }) {
  const bars = useQuery({
    queryKey: queryKeys.community.chart(postId),
    queryFn: () => api.call(kline, { symbol: chart.symbol, period: chart.period, limit: BARS, before: chart.at + 1 }),
    staleTime: Number.POSITIVE_INFINITY,
  });
  return (
    <Card
      size="small"
      className="post-chart-card"
      data-testid="post-chart-card"
      title={
        <>
          {chart.name} · {chartPeriodNames[chart.period]}
          {chart.indicators.length > 0 && ` · ${chart.indicators.join('、')}`}{' '}
          <SimulatedTag simulated={bars.data?.simulated ?? false} />
        </>
      }
      extra={<Link to={paths.bbasDetail(chart.symbol)}>看实时行情 ›</Link>}
    >
      <p className="muted">截至 {formatBeijingTime(chart.at, 'minute')} 的K线，由本站行情数据实时绘制</p>
      {bars.data && (
        <BarsChart
          height={chart.indicators.some((name) => ['MACD', 'KDJ', 'RSI'].includes(name)) ? 420 : 320}
          bars={bars.data.bars}
          pricePrecision={tickDecimals(chart.tick_size)}
          period={chart.period === '60m' ? 'hour' : 'day'}
          indicators={chart.indicators}
        />
      )}
    </Card>
  );
}
