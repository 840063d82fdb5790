import type { AdminSession } from '@vce/contract/admin';
import {
  type AdminReconciliation,
  type AdminReconciliationDifference,
  reconciledChannels,
  reconciliationDifferenceNames,
  reconciliationStateNames,
  reconciliationStates,
} from '@vce/contract/admin-reconciliation';
import { orderStateNames, payTypeNames } from '@vce/contract/commerce-payment';
import { beijingDate } from '@vce/market-core/beijing-time';
import { Alert, Button, Form, Input, Select, Spin, Table, Tag } from 'antd';
import { useState } from 'react';
import { toast } from '../../../shared/ui/feedback';
import { consoleTime } from '../admin-time';
import { allows } from '../api/admin';
import {
  firstReconciliationsFilter,
  type ReconciliationsFilter,
  useReconciliation,
  useReconciliations,
  useRunReconciliation,
} from '../api/reconciliation';
import { chosenFields, DateRangeAndSubmit } from '../filter-form';
import { serverPaging } from '../server-paging';

type Channel = AdminReconciliation['channel'];
type State = AdminReconciliation['state'];

const stateColors: Record<State, string> = { balanced: 'green', differences: 'orange', failed: 'red' };
const channelOptions = reconciledChannels.map((value) => ({ value, label: payTypeNames[value] }));
const kindNames: Record<AdminReconciliationDifference['kind'], string> = { payment: '支付', refund: '退款' };

/** What each side booked: "3 笔 · ¥50.00". */
const booked = (count: number, net: string) => `${count} 笔 · ¥${net}`;

function Differences({ day }: { day: AdminReconciliation }) {
  const detail = useReconciliation(day.id);
  if (day.state === 'failed') return <Alert type="error" showIcon title="渠道未给出对账单" description={day.error} />;
  if (!detail.data) return <Spin />;
  return (
    <Table<AdminReconciliationDifference>
      rowKey={(row) => `${row.kind} ${row.order_no}`}
      size="small"
      pagination={false}
      dataSource={detail.data.difference_list}
      columns={[
        { title: '订单号', dataIndex: 'order_no' },
        { title: '类型', dataIndex: 'kind', render: (kind: AdminReconciliationDifference['kind']) => kindNames[kind] },
        {
          title: '差异',
          dataIndex: 'difference',
          render: (difference: AdminReconciliationDifference['difference']) => (
            <Tag color="orange">{reconciliationDifferenceNames[difference]}</Tag>
          ),
        },
        { title: '我方金额', dataIndex: 'ours_amount', align: 'right', render: (amount: string) => amount || '—' },
        { title: '渠道金额', dataIndex: 'provider_amount', align: 'right', render: (amount: string) => amount || '—' },
        { title: '渠道流水号', dataIndex: 'provider_transaction_id', render: (id: string) => id || '—' },
        {
          title: '我方订单现状',
          dataIndex: 'order',
          render: (order: AdminReconciliationDifference['order']) =>
            order ? `用户 ${order.user_id} · ${order.item_name} · ${orderStateNames[order.state]}` : '无此订单',
        },
      ]}
    />
  );
}

/** 对账 again for a day and channel: yesterday's by default, which the server also does each morning. */
function RunForm() {
  const run = useRunReconciliation();
  const [yesterday] = useState(() => beijingDate(Date.now() - 86_400_000));
  const submit = (fields: { day: string; channel: Channel }) =>
    run.mutate(fields, {
      onSuccess: (outcome) =>
        void toast.success(
          `${outcome.day} ${payTypeNames[outcome.channel]}：${reconciliationStateNames[outcome.state]}`,
        ),
    });
  return (
    <Form<{ day: string; channel: Channel }>
      layout="inline"
      name="reconcile"
      className="admin-filters"
      initialValues={{ day: yesterday, channel: 'wechat' }}
      onFinish={submit}
    >
      <Form.Item name="day" label="对账日期" rules={[{ required: true, message: '请选择对账日期' }]}>
        <Input type="date" />
      </Form.Item>
      <Form.Item name="channel" label="渠道">
        <Select style={{ width: 120 }} options={channelOptions} />
      </Form.Item>
      <Button htmlType="submit" loading={run.isPending}>
        立即对账
      </Button>
    </Form>
  );
}

/**
 * 对账: each day's WeChat Pay and Alipay payments and refunds against the provider's statement; a row
 * with differences opens them, each with our order as it stands now.
 */
export function ReconciliationPage({ session }: { session: AdminSession }) {
  const [filter, setFilter] = useState<ReconciliationsFilter>(firstReconciliationsFilter);
  const days = useReconciliations(filter);
  const apply = (fields: object) => setFilter({ ...chosenFields(fields), page: 1, limit: filter.limit });
  return (
    <section aria-label="对账">
      <h1 className="admin-title">对账</h1>
      <p className="admin-note admin-check">
        每天10点后自动核对前一天的微信支付、支付宝流水与渠道对账单；处理差异后可对某天重新对账。
      </p>
      {allows(session, 'reconciliation', 'create') && <RunForm />}
      <Form layout="inline" name="reconcile-filter" className="admin-filters" onFinish={apply}>
        <Form.Item name="channel" label="渠道">
          <Select allowClear style={{ width: 120 }} options={channelOptions} />
        </Form.Item>
        <Form.Item name="state" label="结果">
          <Select
            allowClear
            style={{ width: 130 }}
            options={reconciliationStates.map((value) => ({ value, label: reconciliationStateNames[value] }))}
          />
        </Form.Item>
        <DateRangeAndSubmit />
      </Form>
      <Table<AdminReconciliation>
        rowKey="id"
        size="middle"
        {...serverPaging(days, filter, setFilter, '条对账记录')}
        expandable={{
          expandedRowRender: (day) => <Differences day={day} />,
          rowExpandable: (day) => day.state !== 'balanced',
        }}
        columns={[
          { title: '日期', dataIndex: 'day' },
          { title: '渠道', dataIndex: 'channel', render: (channel: Channel) => payTypeNames[channel] },
          {
            title: '结果',
            dataIndex: 'state',
            render: (state: State, day) => (
              <Tag color={stateColors[state]}>
                {reconciliationStateNames[state]}
                {state === 'differences' ? ` ${day.differences} 笔` : ''}
              </Tag>
            ),
          },
          { title: '我方流水', render: (_, day) => booked(day.ours_count, day.ours_net) },
          { title: '渠道对账单', render: (_, day) => booked(day.provider_count, day.provider_net) },
          { title: '对账时间', dataIndex: 'ran_at', render: (time: number) => consoleTime(time) },
        ]}
      />
    </section>
  );
}
