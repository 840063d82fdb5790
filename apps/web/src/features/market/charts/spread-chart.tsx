import { useMemo } from 'react';
import { longPalette } from '../../../shared/chart-palettes';
import { beijingDay } from '../../../shared/format';
import { amountAxis, amountTooltip } from '../../../shared/ui/chart-axes';
import { EChart } from '../../../shared/ui/echart';
import type { Spreads } from '../api/get-spreads';

/** A spread's daily values, with its average over the period as a reference line. */
export function SpreadChart({ name, unit, points }: { name: string; unit: string; points: Spreads['points'] }) {
  const option = useMemo(
    () => ({
      tooltip: amountTooltip,
      grid: { left: 16, right: 16, top: 32, bottom: 56, containLabel: true },
      dataZoom: [{ type: 'inside' as const }, { type: 'slider' as const }],
      xAxis: { type: 'category' as const, data: points.map((point) => beijingDay(new Date(point.time))) },
      yAxis: amountAxis({ name: unit, isScaled: true }),
      series: [
        {
          type: 'line' as const,
          name,
          color: longPalette[4],
          showSymbol: false,
          areaStyle: { opacity: 0.08 },
          data: points.map((point) => point.value),
          markLine: {
            symbol: 'none',
            data: [{ type: 'average' as const, name: '均值' }],
            label: { formatter: '均值 {c}' },
          },
        },
      ],
    }),
    [name, unit, points],
  );
  return <EChart option={option} label="价差走势" height={400} />;
}
