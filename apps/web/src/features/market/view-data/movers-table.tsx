import { Table } from 'antd';
import { formatAmount } from '../../../shared/format';
import { ChangeText } from '../../../shared/ui/change-text';
import type { TradedRanking } from './use-market-feed';

type MoverRow = TradedRanking['rise'][number];

/** One of the pushed top-10 lists (risers, fallers, turnover). */
export function MoversTable({
  title,
  rows,
  showsTurnover = false,
}: {
  title: string;
  rows: MoverRow[];
  showsTurnover?: boolean;
}) {
  return (
    <section aria-label={title} className="movers-table">
      <h3>{title}</h3>
      <Table<MoverRow>
        size="small"
        rowKey="symbol"
        pagination={false}
        dataSource={rows}
        columns={[
          { title: '合约', dataIndex: 'contract', render: (contract: string, row) => `${row.name} ${contract}` },
          { title: '最新价', dataIndex: 'last', align: 'right' },
          {
            title: '涨跌幅',
            dataIndex: 'zdf',
            align: 'right',
            render: (zdf: number) => <ChangeText value={zdf} isPercent />,
          },
          showsTurnover
            ? { title: '成交额', dataIndex: 'turnover', align: 'right', render: (value: number) => formatAmount(value) }
            : { title: '成交量', dataIndex: 'volume', align: 'right', render: (value: number) => formatAmount(value) },
        ]}
      />
    </section>
  );
}
