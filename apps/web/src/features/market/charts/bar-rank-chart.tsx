import { useMemo } from 'react';
import { formatAmount } from '../../../shared/format';
import { EChart } from '../../../shared/ui/echart';

export interface RankItem {
  name: string;
  value: number;
  color: string;
}

interface BarRankChartProps {
  label: string;
  seriesName: string;
  items: RankItem[];
  /** Long names (brokers) read better down the side, largest on top. */
  isHorizontal?: boolean;
  formatValue?: (value: number) => string;
  height?: number;
}

/** Ranked bars, each in its own colour (a palette or the rise/fall colours), with the values on them. */
export function BarRankChart({
  label,
  seriesName,
  items,
  isHorizontal = false,
  formatValue = formatAmount,
  height,
}: BarRankChartProps) {
  const option = useMemo(() => {
    const ordered = isHorizontal ? [...items].reverse() : items;
    const categoryAxis = {
      type: 'category' as const,
      data: ordered.map((item) => item.name),
      axisLabel: { interval: 0, rotate: isHorizontal ? 0 : 40 },
    };
    // ECharts passes the label's index second: the formatter must take the value alone.
    const valueAxis = { type: 'value' as const, axisLabel: { formatter: (value: number) => formatValue(value) } };
    return {
      tooltip: { trigger: 'axis' as const, valueFormatter: (value: unknown) => formatValue(Number(value)) },
      grid: { left: 16, right: 56, top: 24, bottom: 8, containLabel: true },
      xAxis: isHorizontal ? valueAxis : categoryAxis,
      yAxis: isHorizontal ? categoryAxis : valueAxis,
      series: [
        {
          type: 'bar' as const,
          name: seriesName,
          data: ordered.map((item) => ({ value: item.value, itemStyle: { color: item.color } })),
          label: {
            show: true,
            position: isHorizontal ? ('right' as const) : ('top' as const),
            formatter: ({ value }: { value: unknown }) => formatValue(Number(value)),
            fontSize: 11,
          },
          labelLayout: { hideOverlap: true },
        },
      ],
    };
  }, [items, isHorizontal, formatValue, seriesName]);
  return <EChart option={option} label={label} height={height} />;
}
