import { colors } from '@vce/contract/limits';
import { useMemo } from 'react';
import { shortPalette } from '../../../shared/chart-palettes';
import { changeColor } from '../../../shared/format';
import { amountAxis, amountTooltip } from '../../../shared/ui/chart-axes';
import { EChart } from '../../../shared/ui/echart';

export interface SectorCapital {
  sector: string;
  capital: number;
  change: number;
}

/** Capital settled per sector as bars, and the day's inflow (red) or outflow (green) beside them. */
export function CapitalSectorChart({ sectors }: { sectors: SectorCapital[] }) {
  const option = useMemo(
    () => ({
      tooltip: amountTooltip,
      legend: { top: 0 },
      grid: { left: 16, right: 16, top: 40, bottom: 8, containLabel: true },
      xAxis: { type: 'category' as const, data: sectors.map((sector) => sector.sector), axisLabel: { interval: 0 } },
      yAxis: [
        amountAxis({ name: '沉淀资金(元)' }),
        { ...amountAxis({ name: '资金变化(元)' }), splitLine: { show: false } },
      ],
      series: [
        {
          type: 'bar' as const,
          name: '沉淀资金',
          color: shortPalette[13],
          data: sectors.map((sector) => sector.capital),
        },
        {
          type: 'bar' as const,
          name: '资金变化',
          yAxisIndex: 1,
          color: colors.rise,
          data: sectors.map((sector) => ({ value: sector.change, itemStyle: { color: changeColor(sector.change) } })),
        },
      ],
    }),
    [sectors],
  );
  return <EChart option={option} label="板块资金流向" height={360} />;
}
