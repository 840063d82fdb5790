import { colors } from '@vce/contract/limits';
import { useMemo } from 'react';
import { longPalette, shortPalette } from '../../../shared/chart-palettes';
import { amountAxis, amountTooltip } from '../../../shared/ui/chart-axes';
import { EChart } from '../../../shared/ui/echart';
import type { ProductQuotes } from '../api/get-quotes';

/**
 * The curve of a product's listed months: price by month (the main contract marked) against the spot
 * line, with each month's open interest as bars — contango slopes up, backwardation down.
 */
export function TermStructureChart({ quotes }: { quotes: ProductQuotes }) {
  const option = useMemo(
    () => ({
      tooltip: amountTooltip,
      legend: { top: 0 },
      grid: { left: 16, right: 16, top: 40, bottom: 8, containLabel: true },
      xAxis: { type: 'category' as const, data: quotes.contracts.map((contract) => contract.contract) },
      yAxis: [
        amountAxis({ name: '价格', isScaled: true }),
        { ...amountAxis({ name: '持仓量' }), splitLine: { show: false } },
      ],
      series: [
        {
          type: 'line' as const,
          name: '最新价',
          color: longPalette[0],
          data: quotes.contracts.map((contract) => ({
            value: contract.last,
            symbolSize: contract.is_main ? 12 : 6,
            label: { show: contract.is_main, formatter: '主力', position: 'top' as const },
          })),
          markLine: {
            symbol: 'none',
            data: [{ yAxis: quotes.spot, name: '现货' }],
            label: { formatter: `现货 ${quotes.spot}`, position: 'insideStartTop' as const },
            lineStyle: { color: colors.rise, type: 'dashed' as const },
          },
        },
        {
          type: 'bar' as const,
          name: '持仓量',
          yAxisIndex: 1,
          color: shortPalette[5],
          barMaxWidth: 28,
          itemStyle: { opacity: 0.35 },
          data: quotes.contracts.map((contract) => contract.open_interest),
        },
      ],
    }),
    [quotes],
  );
  return <EChart option={option} label="期限结构" height={360} />;
}
