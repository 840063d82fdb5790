import { Card, Table } from 'antd';
import { formatAmount } from '../../../shared/format';
import { ChangeText } from '../../../shared/ui/change-text';
import { QueryView } from '../../../shared/ui/query-view';
import { type CapitalFlowRow, useCapitalFlow } from '../api/get-capital-flow';
import { CapitalSectorChart, type SectorCapital } from '../charts/capital-sector-chart';
import { SimulatedTag } from '../../../shared/ui/simulated-tag';
import { fixedPageSize } from '../../../shared/ui/page-items';

/** Products summed per sector, largest sector first. */
function sectorsOf(rows: CapitalFlowRow[]): SectorCapital[] {
  const sums = new Map<string, SectorCapital>();
  for (const row of rows) {
    const sum = sums.get(row.sector) ?? { sector: row.sector, capital: 0, change: 0 };
    sum.capital += row.capital;
    sum.change += row.change;
    sums.set(row.sector, sum);
  }
  return [...sums.values()].sort((a, b) => b.capital - a.capital);
}

/** The change against the capital the day started with. */
const changeRate = (row: CapitalFlowRow) => (row.change / (row.capital - row.change || 1)) * 100;

/** 资金流向: capital settled in each product and sector, and how much flowed in or out today. */
export function CapitalFlowPanel() {
  const query = useCapitalFlow();
  return (
    <>
      <div className="dashboard-toolbar">
        <span className="muted">沉淀资金 = 持仓量 × 价格 × 合约乘数 × 保证金率，较上一交易日结算</span>
        <SimulatedTag simulated={query.data?.simulated} />
      </div>
      <QueryView query={query}>
        {({ list }) => (
          <>
            <Card size="small" title="板块资金流向">
              <CapitalSectorChart sectors={sectorsOf(list)} />
            </Card>
            <Table<CapitalFlowRow>
              aria-label="品种资金流向"
              size="small"
              rowKey="symbol"
              dataSource={list}
              pagination={fixedPageSize(20)}
              columns={[
                { title: '品种', dataIndex: 'name' },
                { title: '板块', dataIndex: 'sector' },
                {
                  title: '沉淀资金(元)',
                  dataIndex: 'capital',
                  align: 'right',
                  sorter: (a, b) => a.capital - b.capital,
                  render: (value: number) => formatAmount(value),
                },
                {
                  title: '资金变化(元)',
                  dataIndex: 'change',
                  align: 'right',
                  sorter: (a, b) => a.change - b.change,
                  render: (change: number) => <ChangeText value={change} />,
                },
                {
                  title: '变化率',
                  key: 'rate',
                  align: 'right',
                  sorter: (a, b) => changeRate(a) - changeRate(b),
                  render: (_, row) => <ChangeText value={changeRate(row)} isPercent />,
                },
              ]}
            />
          </>
        )}
      </QueryView>
    </>
  );
}
