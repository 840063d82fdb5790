import type { AdminSession } from '@vce/contract/admin';
import { type AdminOrderRow, exportAdminOrders } from '@vce/contract/admin-orders';
import {
  type OrderKind,
  orderKindNames,
  orderKinds,
  type OrderState,
  orderStateNames,
  orderStates,
  type PayType,
  payTypeNames,
} from '@vce/contract/commerce-payment';
import { Button, Form, Input, Select, Table, Tag } from 'antd';
import { Suspense, useState } from 'react';
import { lazyOnDemand } from '../../../shared/lazy-chunk';
import { consoleTime } from '../admin-time';
import { firstOrdersFilter, type OrdersFilter, useAdminOrders } from '../api/orders';
import { allows } from '../api/admin';
import { ExportButton } from '../export-button';
import { chosenFields, DateRangeAndSubmit, filtersOf } from '../filter-form';
import { serverPaging } from '../server-paging';
import { orderStateColors } from './order-names';

const OrderDetail = lazyOnDemand(
  () => import('./order-detail'),
  (module) => module.OrderDetail,
);

interface FilterFields {
  keyword?: string;
  kind?: OrderKind;
  state?: OrderState;
  pay_type?: PayType;
  from?: string;
  to?: string;
}

const optionsOf = <K extends string>(names: Record<K, string>, keys: readonly K[]) =>
  keys.map((value) => ({ value, label: names[value] }));

/** 订单管理: every order, newest first, found by number or buyer and filtered; a row opens the order. */
export function OrdersPage({ session }: { session: AdminSession }) {
  const [filter, setFilter] = useState<OrdersFilter>(firstOrdersFilter);
  const [openNo, setOpenNo] = useState<string | null>(null);
  const orders = useAdminOrders(filter);
  const apply = (fields: FilterFields) => {
    const chosen = chosenFields(fields);
    setFilter({ keyword: '', ...chosen, page: 1, limit: filter.limit });
  };
  return (
    <section aria-label="订单管理">
      <h1 className="admin-title">订单管理</h1>
      <Form<FilterFields> layout="inline" className="admin-filters" onFinish={apply}>
        <Form.Item name="keyword">
          <Input placeholder="订单号或用户ID" aria-label="订单号或用户ID" allowClear style={{ width: 240 }} />
        </Form.Item>
        <Form.Item name="kind" label="商品">
          <Select allowClear style={{ width: 120 }} options={optionsOf(orderKindNames, orderKinds)} />
        </Form.Item>
        <Form.Item name="state" label="状态">
          <Select allowClear style={{ width: 110 }} options={optionsOf(orderStateNames, orderStates)} />
        </Form.Item>
        <Form.Item name="pay_type" label="支付方式">
          <Select
            allowClear
            style={{ width: 120 }}
            options={optionsOf(payTypeNames, ['money', 'wechat', 'alipay'] as const)}
          />
        </Form.Item>
        <DateRangeAndSubmit />
        {allows(session, 'orders', 'export') && (
          <ExportButton call={exportAdminOrders} filter={filtersOf(filter)} total={orders.data?.total ?? 0} />
        )}
      </Form>
      <Table<AdminOrderRow>
        rowKey="order_no"
        size="middle"
        {...serverPaging(orders, filter, setFilter, '笔订单')}
        columns={[
          {
            title: '订单号',
            dataIndex: 'order_no',
            render: (orderNo: string) => (
              <Button type="link" onClick={() => setOpenNo(orderNo)}>
                {orderNo}
              </Button>
            ),
          },
          { title: '用户ID', dataIndex: 'user_id', width: 90 },
          {
            title: '商品',
            dataIndex: 'item_name',
            render: (name: string, order) => `${orderKindNames[order.kind]} · ${name}`,
          },
          { title: '金额（元）', dataIndex: 'amount', align: 'right' },
          { title: '支付方式', dataIndex: 'pay_type', render: (payType: PayType) => payTypeNames[payType] },
          {
            title: '状态',
            dataIndex: 'state',
            render: (state: OrderState) => <Tag color={orderStateColors[state]}>{orderStateNames[state]}</Tag>,
          },
          { title: '下单时间', dataIndex: 'created_at', render: (time: number) => consoleTime(time) },
        ]}
      />
      {openNo && (
        <Suspense fallback={null}>
          <OrderDetail orderNo={openNo} session={session} onClose={() => setOpenNo(null)} />
        </Suspense>
      )}
    </section>
  );
}
