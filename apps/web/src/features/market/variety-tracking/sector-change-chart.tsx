import { useMemo } from 'react';
import { flatColor } from '../../../shared/chart-palettes';
import { changeColor, formatPercent } from '../../../shared/format';
import type { OverviewRow } from '../api/get-market-overview';
import { BarRankChart } from '../charts/bar-rank-chart';

/** Each sector's average change of its main contracts, strongest first. */
export function SectorChangeChart({ rows }: { rows: OverviewRow[] }) {
  const items = useMemo(() => {
    const sectors = new Map<string, number[]>();
    for (const row of rows) sectors.set(row.sector, [...(sectors.get(row.sector) ?? []), row.zdf]);
    return [...sectors.entries()]
      .map(([sector, changes]) => {
        const average = Number((changes.reduce((sum, zdf) => sum + zdf, 0) / changes.length).toFixed(2));
        return { name: sector, value: average, color: changeColor(average) ?? flatColor };
      })
      .sort((a, b) => b.value - a.value);
  }, [rows]);
  return (
    <BarRankChart label="板块涨跌幅" seriesName="平均涨跌幅" items={items} formatValue={formatPercent} height={300} />
  );
}
