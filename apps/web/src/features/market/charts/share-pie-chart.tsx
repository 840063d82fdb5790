import { useMemo } from 'react';
import { formatAmount } from '../../../shared/format';
import { EChart } from '../../../shared/ui/echart';
import type { RankItem } from './bar-rank-chart';

interface SharePieChartProps {
  label: string;
  items: RankItem[];
  height?: number;
  /** Percent labels around the ring; a narrow card leaves them to the tooltip and its own figures. */
  showsShares?: boolean;
}

/** Shares of a whole (rising against falling products, long against short lots), each in its colour. */
export function SharePieChart({ label, items, height = 280, showsShares = true }: SharePieChartProps) {
  const option = useMemo(
    () => ({
      tooltip: { trigger: 'item' as const, valueFormatter: (value: unknown) => formatAmount(Number(value)) },
      legend: { bottom: 0 },
      series: [
        {
          type: 'pie' as const,
          name: label,
          radius: ['40%', '68%'],
          data: items.map((item) => ({ name: item.name, value: item.value, itemStyle: { color: item.color } })),
          // The legend names the parts, so the labels carry the shares alone.
          label: { show: showsShares, formatter: '{d}%' },
          labelLayout: { hideOverlap: true },
        },
      ],
    }),
    [items, label, showsShares],
  );
  return <EChart option={option} label={label} height={height} />;
}
