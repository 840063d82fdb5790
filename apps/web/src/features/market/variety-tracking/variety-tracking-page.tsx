import { Card, Input, Segmented } from 'antd';
import { useState } from 'react';
import { formatBeijingTime } from '../../../shared/beijing-time';
import { QueryView } from '../../../shared/ui/query-view';
import { type OverviewRow, useMarketOverview } from '../api/get-market-overview';
import { OverviewTable } from '../overview-table';
import { SimulatedTag } from '../../../shared/ui/simulated-tag';
import { SectorChangeChart } from './sector-change-chart';
import { DashboardPage } from '../dashboard-page';

const allSectors = '全部';

const matches = (row: OverviewRow, sector: string, keyword: string) =>
  (sector === allSectors || row.sector === sector) &&
  (keyword === '' || row.name.includes(keyword) || row.symbol.toLowerCase().includes(keyword.toLowerCase()));

/** 品种跟踪 (/varietyTracking): every product's main contract, live, by sector or by name. */
export default function VarietyTrackingPage() {
  const query = useMarketOverview();
  const [sector, setSector] = useState(allSectors);
  const [keyword, setKeyword] = useState('');
  return (
    <DashboardPage title="品种跟踪">
      <QueryView query={query}>
        {({ list, simulated }) => (
          <>
            <Card size="small" title="板块涨跌幅（主力合约平均）" extra={<SimulatedTag simulated={simulated} />}>
              <SectorChangeChart rows={list} />
            </Card>
            <div className="dashboard-toolbar">
              <Segmented
                value={sector}
                onChange={setSector}
                options={[allSectors, ...new Set(list.map((row) => row.sector))]}
              />
              <Input.Search
                aria-label="搜索品种"
                placeholder="品种名称或代码"
                allowClear
                style={{ width: 200 }}
                onChange={(event) => setKeyword(event.target.value.trim())}
              />
              <span className="muted">每3秒刷新 · 更新于 {formatBeijingTime(query.dataUpdatedAt, 'second')}</span>
            </div>
            <OverviewTable rows={list.filter((row) => matches(row, sector, keyword))} label="品种行情" />
          </>
        )}
      </QueryView>
    </DashboardPage>
  );
}
