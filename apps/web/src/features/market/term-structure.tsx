import { Table, Tag } from 'antd';
import { changeColor, formatAmount, formatPercent } from '../../shared/format';
import type { ProductQuotes } from './api/get-quotes';
import { mainContractOf } from './main-contract';
import { decimalsOf, formatPrice, formatSigned } from './price-format';
import './quote-board.css';

type Row = ProductQuotes['contracts'][number];

/** The term structure: every listed month's price, and how far each stands from the main contract. */
export function TermStructure({ quotes }: { quotes: ProductQuotes }) {
  const mainPrice = mainContractOf(quotes)?.last ?? 0;
  const decimals = decimalsOf(quotes.tick_size);
  return (
    <section className="term-structure" aria-label="期限结构">
      <h3>期限结构</h3>
      <Table<Row>
        size="small"
        rowKey="contract"
        pagination={false}
        dataSource={quotes.contracts}
        columns={[
          {
            title: '合约',
            dataIndex: 'contract',
            render: (contract: string, row) => (
              <>
                {contract} {row.is_main ? <Tag color="red">主力</Tag> : null}
              </>
            ),
          },
          {
            title: '最新价',
            dataIndex: 'last',
            align: 'right',
            render: (last: number) => formatPrice(last, decimals),
          },
          {
            title: '涨跌幅',
            dataIndex: 'zdf',
            align: 'right',
            render: (zdf: number) => <span style={{ color: changeColor(zdf) }}>{formatPercent(zdf)}</span>,
          },
          {
            title: '较主力',
            key: 'spread',
            align: 'right',
            render: (_, row) => (row.is_main ? '—' : formatSigned(row.last - mainPrice, decimals)),
          },
          { title: '成交量', dataIndex: 'volume', align: 'right', render: (value: number) => formatAmount(value) },
          {
            title: '持仓量',
            dataIndex: 'open_interest',
            align: 'right',
            render: (value: number) => formatAmount(value),
          },
          { title: '到期日', dataIndex: 'expiry', align: 'right' },
        ]}
      />
    </section>
  );
}
