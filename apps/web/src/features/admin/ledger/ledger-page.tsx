import type { AdminLedgerDay, AdminLedgerTotals } from '@vce/contract/admin-ledger';
import { type Currency, type LedgerKind, ledgerKinds, ledgerTitles } from '@vce/contract/commerce-ledger';
import { Alert, Form, Select, Table, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { firstLedgerFilter, type LedgerFilter, useLedgerTotals } from '../api/ledger';
import { DateRangeAndSubmit } from '../filter-form';

const units: Record<Currency, string> = { vq: '元', vli: 'V粒' };
const currencyOptions = [
  { value: 'vq', label: 'V券' },
  { value: 'vli', label: 'V粒' },
];

/** Whether every movement summed is every balance held: the books agree with the accounts. */
function BooksCheck({ totals }: { totals: AdminLedgerTotals }) {
  const unit = units[totals.currency];
  return totals.ledger_total === totals.balances_total ? (
    <Alert
      className="admin-check"
      type="success"
      showIcon
      title={`账实相符：全部流水合计 ${totals.ledger_total} ${unit} = 全部账户余额合计 ${totals.balances_total} ${unit}`}
    />
  ) : (
    <Alert
      className="admin-check"
      type="error"
      showIcon
      title={`账实不符：全部流水合计 ${totals.ledger_total} ${unit}，全部账户余额合计 ${totals.balances_total} ${unit}`}
      description="有余额变动未记流水（或流水未改余额），请检查下表中不连续的记录并联系技术人员。"
    />
  );
}

function columnsOf(totals: AdminLedgerTotals): ColumnsType<AdminLedgerDay> {
  const unit = units[totals.currency];
  // Only the kinds that moved the currency within the range get a column.
  const kinds = ledgerKinds.filter((kind) => totals.days.some((day) => day.by_kind.some((row) => row.kind === kind)));
  return [
    { title: '日期', dataIndex: 'day', fixed: 'left' },
    { title: `期初（${unit}）`, dataIndex: 'opening', align: 'right' },
    ...kinds.map((kind: LedgerKind) => ({
      title: ledgerTitles[kind],
      key: kind,
      align: 'right' as const,
      render: (_: unknown, day: AdminLedgerDay) => {
        const row = day.by_kind.find((movement) => movement.kind === kind);
        return row ? <span title={`${row.count} 笔`}>{row.amount}</span> : '—';
      },
    })),
    { title: '收入合计', dataIndex: 'credits', align: 'right' },
    { title: '支出合计', dataIndex: 'debits', align: 'right' },
    { title: `期末（${unit}）`, dataIndex: 'closing', align: 'right' },
    {
      title: '校验',
      dataIndex: 'breaks',
      render: (breaks: number) =>
        breaks === 0 ? <Tag color="green">连续</Tag> : <Tag color="red">{breaks} 笔不连续</Tag>,
    },
  ];
}

/**
 * 资金日报: each Beijing day's V券 or V粒 balances before and after, what moved them by kind, and
 * the two checks finance closes the day with (each movement follows the last; the books match the balances).
 */
export function LedgerPage() {
  const [filter, setFilter] = useState<LedgerFilter>(() => firstLedgerFilter());
  const totals = useLedgerTotals(filter);
  const apply = (fields: Partial<LedgerFilter>) =>
    setFilter((current) => ({
      currency: fields.currency ?? current.currency,
      from: fields.from || current.from,
      to: fields.to || current.to,
    }));
  return (
    <section aria-label="资金日报">
      <h1 className="admin-title">资金日报</h1>
      <Form<Partial<LedgerFilter>>
        layout="inline"
        name="ledger-filter"
        className="admin-filters"
        initialValues={filter}
        onFinish={apply}
      >
        <Form.Item name="currency" label="币种">
          <Select style={{ width: 100 }} options={currencyOptions} />
        </Form.Item>
        <DateRangeAndSubmit />
      </Form>
      {totals.data && <BooksCheck totals={totals.data} />}
      <Table<AdminLedgerDay>
        rowKey="day"
        size="middle"
        loading={totals.isFetching}
        pagination={false}
        scroll={{ x: 'max-content' }}
        dataSource={totals.data && [...totals.data.days].reverse()}
        columns={totals.data ? columnsOf(totals.data) : []}
      />
    </section>
  );
}
