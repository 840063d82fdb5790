import { Card, Segmented } from 'antd';
import { useState } from 'react';
import { flatColor } from '../../../shared/chart-palettes';
import { changeColor } from '../../../shared/format';
import { QueryView } from '../../../shared/ui/query-view';
import { type OverviewRow, useMarketOverview } from '../api/get-market-overview';
import { BarRankChart } from '../charts/bar-rank-chart';
import { OverviewTable } from '../overview-table';
import { SimulatedTag } from '../../../shared/ui/simulated-tag';

const measures = [
  { value: 'volume', label: '成交量', unit: '手' },
  { value: 'turnover', label: '成交额', unit: '元' },
  { value: 'open_interest', label: '持仓量', unit: '手' },
] as const;
type Measure = (typeof measures)[number]['value'];

/** The 20 largest products by the chosen measure, each bar red or green as its price rose or fell. */
const topItems = (rows: OverviewRow[], measure: Measure) =>
  [...rows]
    .sort((a, b) => b[measure] - a[measure])
    .slice(0, 20)
    .map((row) => ({ name: row.name, value: row[measure], color: changeColor(row.zdf) ?? flatColor }));

/** 成交量: trading volume, turnover and open interest of every product's main contract today. */
export function VolumePanel() {
  const query = useMarketOverview();
  const [measure, setMeasure] = useState<Measure>('volume');
  const { label, unit } = measures.find((item) => item.value === measure) ?? measures[0];
  return (
    <>
      <div className="dashboard-toolbar">
        <Segmented<Measure>
          options={measures.map((item) => ({ value: item.value, label: item.label }))}
          value={measure}
          onChange={setMeasure}
        />
        <span className="muted">主力合约当日{label}，红涨绿跌，每3秒刷新</span>
        <SimulatedTag simulated={query.data?.simulated} />
      </div>
      <QueryView query={query}>
        {({ list }) => (
          <>
            <Card size="small" title={`${label}前20品种`}>
              <BarRankChart label={`${label}排名`} seriesName={`${label}(${unit})`} items={topItems(list, measure)} />
            </Card>
            <OverviewTable rows={list} label="品种成交一览" />
          </>
        )}
      </QueryView>
    </>
  );
}
