import { Table } from 'antd';
import { formatAmount } from '../../../shared/format';
import { ChangeText } from '../../../shared/ui/change-text';
import type { MemberRow } from '../api/get-member-rankings';

/** One of the exchange's top-20 member lists, with each member's day-on-day change coloured. */
export function MemberTable({ title, valueTitle, rows }: { title: string; valueTitle: string; rows: MemberRow[] }) {
  return (
    <section aria-label={title} className="member-table">
      <h3>{title}</h3>
      <Table<MemberRow>
        size="small"
        rowKey="broker"
        pagination={false}
        dataSource={rows}
        columns={[
          { title: '名次', dataIndex: 'rank', width: 52 },
          { title: '会员', dataIndex: 'broker' },
          { title: valueTitle, dataIndex: 'value', align: 'right', render: (value: number) => formatAmount(value) },
          {
            title: '增减',
            dataIndex: 'change',
            align: 'right',
            render: (change: number) => <ChangeText value={change} />,
          },
        ]}
      />
    </section>
  );
}
