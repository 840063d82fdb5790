import { paths } from '@vce/contract/routes';
import { Table } from 'antd';
import { Link } from 'react-router';
import { formatAmount } from '../../shared/format';
import { ChangeText } from '../../shared/ui/change-text';
import type { OverviewRow } from './api/get-market-overview';
import { fixedPageSize } from '../../shared/ui/page-items';

const byNumber = (key: 'last' | 'zdf' | 'volume' | 'turnover' | 'open_interest') => (a: OverviewRow, b: OverviewRow) =>
  a[key] - b[key];

/** Every product's main contract as a sortable board; a product links to its BBAS page (K-line and analysis). */
export function OverviewTable({ rows, label }: { rows: OverviewRow[]; label: string }) {
  return (
    <Table<OverviewRow>
      aria-label={label}
      size="small"
      rowKey="symbol"
      dataSource={rows}
      pagination={fixedPageSize(20)}
      columns={[
        {
          title: '品种',
          dataIndex: 'name',
          render: (name: string, row) => <Link to={paths.bbasDetail(row.symbol)}>{name}</Link>,
        },
        { title: '主力合约', dataIndex: 'contract' },
        { title: '板块', dataIndex: 'sector' },
        { title: '交易所', dataIndex: 'exchange' },
        { title: '最新价', dataIndex: 'last', align: 'right', sorter: byNumber('last') },
        {
          title: '涨跌幅',
          dataIndex: 'zdf',
          align: 'right',
          sorter: byNumber('zdf'),
          render: (zdf: number) => <ChangeText value={zdf} isPercent />,
        },
        {
          title: '成交量(手)',
          dataIndex: 'volume',
          align: 'right',
          sorter: byNumber('volume'),
          render: (value: number) => formatAmount(value),
        },
        {
          title: '成交额(元)',
          dataIndex: 'turnover',
          align: 'right',
          sorter: byNumber('turnover'),
          render: (value: number) => formatAmount(value),
        },
        {
          title: '持仓量(手)',
          dataIndex: 'open_interest',
          align: 'right',
          sorter: byNumber('open_interest'),
          render: (value: number) => formatAmount(value),
        },
      ]}
    />
  );
}
