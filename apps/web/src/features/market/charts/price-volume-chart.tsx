import type { KlineBar } from '@vce/contract/market';
import { useMemo } from 'react';
import { flatColor, longPalette, shortPalette } from '../../../shared/chart-palettes';
import { beijingDay, changeColor } from '../../../shared/format';
import { amountAxis, amountTooltip } from '../../../shared/ui/chart-axes';
import { EChart } from '../../../shared/ui/echart';

/**
 * Volume-price analysis on daily bars: the close and the open interest above, the volume below,
 * each volume bar red on an up day and green on a down day.
 */
export function PriceVolumeChart({ bars }: { bars: KlineBar[] }) {
  const option = useMemo(() => {
    const days = bars.map(([time]) => beijingDay(new Date(time)));
    return {
      tooltip: amountTooltip,
      // Volume bars take each day's rise or fall colour, so the legend names the lines only.
      legend: { top: 0, data: ['收盘价', '持仓量'] },
      grid: [
        { left: 16, right: 16, top: 40, height: '52%', containLabel: true },
        { left: 16, right: 16, bottom: 48, height: '22%', containLabel: true },
      ],
      dataZoom: [
        { type: 'inside' as const, xAxisIndex: [0, 1] },
        { type: 'slider' as const, xAxisIndex: [0, 1] },
      ],
      xAxis: [
        { type: 'category' as const, data: days, gridIndex: 0, axisLabel: { show: false } },
        { type: 'category' as const, data: days, gridIndex: 1 },
      ],
      yAxis: [
        { ...amountAxis({ name: '收盘价', isScaled: true }), gridIndex: 0 },
        { ...amountAxis({ name: '持仓量', isScaled: true }), gridIndex: 0, splitLine: { show: false } },
        { ...amountAxis({ name: '成交量' }), gridIndex: 1 },
      ],
      series: [
        {
          type: 'line' as const,
          name: '收盘价',
          color: longPalette[0],
          showSymbol: false,
          data: bars.map((bar) => bar[4]),
        },
        {
          type: 'line' as const,
          name: '持仓量',
          color: shortPalette[2],
          showSymbol: false,
          yAxisIndex: 1,
          data: bars.map((bar) => bar[6]),
        },
        {
          type: 'bar' as const,
          name: '成交量',
          xAxisIndex: 1,
          yAxisIndex: 2,
          color: longPalette[2],
          data: bars.map(([, open, , , close, volume]) => ({
            value: volume,
            itemStyle: { color: changeColor(close - open) ?? flatColor },
          })),
        },
      ],
    };
  }, [bars]);
  return <EChart option={option} label="量价分析" height={460} />;
}
