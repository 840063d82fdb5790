import { useMemo } from 'react';
import { longPalette, paletteColor, shortPalette } from '../../../shared/chart-palettes';
import { formatAmount } from '../../../shared/format';
import { amountTooltip } from '../../../shared/ui/chart-axes';
import { EChart } from '../../../shared/ui/echart';
import type { MemberRankings } from '../api/get-member-rankings';

/**
 * Each top broker's long lots to the right and short lots to the left, one palette colour per broker
 * and side, so who holds which side — and how much — reads at a glance.
 */
export function PositionButterflyChart({ rankings }: { rankings: MemberRankings }) {
  const option = useMemo(() => {
    const lots = new Map<string, { long: number; short: number }>();
    for (const row of rankings.long) lots.set(row.broker, { long: row.value, short: 0 });
    for (const row of rankings.short) lots.set(row.broker, { long: lots.get(row.broker)?.long ?? 0, short: row.value });
    const brokers = [...lots.entries()].sort(([, a], [, b]) => a.long + a.short - (b.long + b.short));
    const side = (
      name: string,
      palette: readonly string[],
      pick: (held: { long: number; short: number }) => number,
      sign: number,
    ) => ({
      type: 'bar' as const,
      name,
      stack: 'positions',
      color: palette[0],
      data: brokers.map(([, held], index) => ({
        value: sign * pick(held),
        itemStyle: { color: paletteColor(palette, brokers.length - 1 - index) },
      })),
    });
    return {
      tooltip: { ...amountTooltip, valueFormatter: (value: unknown) => formatAmount(Math.abs(Number(value))) },
      legend: { top: 0 },
      grid: { left: 16, right: 24, top: 40, bottom: 8, containLabel: true },
      xAxis: { type: 'value' as const, axisLabel: { formatter: (value: number) => formatAmount(Math.abs(value)) } },
      yAxis: { type: 'category' as const, data: brokers.map(([broker]) => broker), axisLabel: { interval: 0 } },
      series: [side('空单', shortPalette, (held) => held.short, -1), side('多单', longPalette, (held) => held.long, 1)],
    };
  }, [rankings]);
  return <EChart option={option} label="多空持仓分布" height={640} />;
}
