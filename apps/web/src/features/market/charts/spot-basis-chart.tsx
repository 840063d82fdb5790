import { colors } from '@vce/contract/limits';
import { useMemo } from 'react';
import { longPalette, shortPalette } from '../../../shared/chart-palettes';
import { beijingDay } from '../../../shared/format';
import { amountAxis, amountTooltip } from '../../../shared/ui/chart-axes';
import { EChart } from '../../../shared/ui/echart';
import type { SpotBasisPoint } from '../api/get-spot-basis';

/** Spot and futures prices as lines, the basis (spot − futures) as bars red above zero, green below. */
export function SpotBasisChart({ points }: { points: SpotBasisPoint[] }) {
  const option = useMemo(
    () => ({
      tooltip: amountTooltip,
      legend: { top: 0 },
      grid: { left: 16, right: 16, top: 40, bottom: 56, containLabel: true },
      dataZoom: [
        { type: 'inside' as const, start: 50 },
        { type: 'slider' as const, start: 50 },
      ],
      xAxis: { type: 'category' as const, data: points.map((point) => beijingDay(new Date(point.time))) },
      yAxis: [
        amountAxis({ name: '价格', isScaled: true }),
        { ...amountAxis({ name: '基差' }), splitLine: { show: false } },
      ],
      series: [
        {
          type: 'line' as const,
          name: '现货价',
          data: points.map((point) => point.spot),
          showSymbol: false,
          color: longPalette[1],
        },
        {
          type: 'line' as const,
          name: '期货价',
          data: points.map((point) => point.futures),
          showSymbol: false,
          color: shortPalette[4],
        },
        {
          type: 'bar' as const,
          name: '基差',
          yAxisIndex: 1,
          color: colors.risePale,
          data: points.map((point) => ({
            value: point.basis,
            itemStyle: { color: point.basis >= 0 ? colors.risePale : colors.fallPale },
          })),
        },
      ],
    }),
    [points],
  );
  return <EChart option={option} label="现货基差走势" height={400} />;
}
