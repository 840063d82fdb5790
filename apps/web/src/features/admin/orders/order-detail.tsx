import type { AdminSession } from '@vce/contract/admin';
import type { AdminOrderDetail } from '@vce/contract/admin-orders';
import { orderKindNames, orderStateNames, payTypeNames } from '@vce/contract/commerce-payment';
import { ledgerTitles } from '@vce/contract/commerce-ledger';
import { Button, Descriptions, Form, Input, Modal, Spin, Tag } from 'antd';
import { toast } from '../../../shared/ui/feedback';
import { consoleTime } from '../admin-time';
import { allows } from '../api/admin';
import { useAdminOrder, useRefundOrder } from '../api/orders';
import { orderStateColors } from './order-names';
import { confirmDanger } from '../confirm-danger';

const providerStateNames: Record<AdminOrderDetail['provider']['state'], string> = {
  paid: '已收款',
  unpaid: '未收款',
  closed: '已关闭',
  none: '无（余额支付）',
  unreachable: '支付渠道未应答',
};

function RefundForm({ order }: { order: AdminOrderDetail }) {
  const refund = useRefundOrder();
  const [form] = Form.useForm<{ reason: string }>();
  const submit = ({ reason }: { reason: string }) =>
    confirmDanger({
      title: `确认退款 ¥${order.amount}？`,
      content: '钱款原路退回，所购商品随即收回（会员天数扣回、课程与指标取消），此操作不可撤销。',
      action: '确认退款',
      // A refusal is shown by the API client; the dialog closes either way.
      onOk: () =>
        refund
          .mutateAsync({ order_no: order.order_no, reason })
          .then(() => void toast.success('已退款，商品已收回'))
          .catch(() => undefined),
    });
  return (
    <Form form={form} layout="inline" onFinish={submit}>
      <Form.Item name="reason" rules={[{ required: true, whitespace: true, message: '请填写退款原因' }]}>
        <Input placeholder="退款原因（记入审计日志）" aria-label="退款原因" maxLength={200} style={{ width: 300 }} />
      </Form.Item>
      <Button danger htmlType="submit" loading={refund.isPending}>
        退款
      </Button>
    </Form>
  );
}

/** One order as finance sees it: what was sold, how it was paid, the provider's record, the balance movements, and its refund. */
export function OrderDetail({
  orderNo,
  session,
  onClose,
}: {
  orderNo: string;
  session: AdminSession;
  onClose(): void;
}) {
  const { data } = useAdminOrder(orderNo);
  return (
    <Modal open onCancel={onClose} footer={null} width={760} title="订单详情" destroyOnHidden>
      {!data ? (
        <Spin />
      ) : (
        <>
          <Descriptions column={2} size="small" bordered>
            <Descriptions.Item label="订单号" span={2}>
              {data.order_no}
            </Descriptions.Item>
            <Descriptions.Item label="商品">
              {orderKindNames[data.kind]} · {data.item_name}
            </Descriptions.Item>
            <Descriptions.Item label="用户ID">{data.user_id}</Descriptions.Item>
            <Descriptions.Item label="实付金额">¥{data.amount}</Descriptions.Item>
            <Descriptions.Item label="优惠">¥{data.discount}</Descriptions.Item>
            <Descriptions.Item label="支付方式">{payTypeNames[data.pay_type]}</Descriptions.Item>
            <Descriptions.Item label="状态">
              <Tag color={orderStateColors[data.state]} data-testid="order-state">
                {orderStateNames[data.state]}
              </Tag>
            </Descriptions.Item>
            <Descriptions.Item label="下单时间">{consoleTime(data.created_at)}</Descriptions.Item>
            <Descriptions.Item label="支付时间">{data.paid_at ? consoleTime(data.paid_at) : '—'}</Descriptions.Item>
            <Descriptions.Item label="渠道交易号" span={2}>
              {data.transaction_id || '—'}
            </Descriptions.Item>
            {data.refunded_at > 0 && (
              <Descriptions.Item label="退款" span={2}>
                {consoleTime(data.refunded_at)}，原因：{data.refund_reason}
                {data.refund_id && `，渠道退款号 ${data.refund_id}`}
              </Descriptions.Item>
            )}
          </Descriptions>
          <h2 className="admin-subtitle">支付渠道记录</h2>
          <p>
            {providerStateNames[data.provider.state]}
            {data.provider.state === 'paid' && `：¥${data.provider.amount}，交易号 ${data.provider.transaction_id}`}
          </p>
          <h2 className="admin-subtitle">余额流水</h2>
          <ul className="admin-logins">
            {data.ledger.length === 0 && <li>无</li>}
            {data.ledger.map((row) => (
              <li key={`${row.kind}-${row.currency}`}>
                {consoleTime(row.time)} {ledgerTitles[row.kind]} {row.amount} {row.currency === 'vq' ? 'V券' : 'V粒'}
              </li>
            ))}
          </ul>
          {data.state === 'paid' && allows(session, 'orders', 'edit') && (
            <>
              <h2 className="admin-subtitle">退款</h2>
              <RefundForm order={data} />
            </>
          )}
        </>
      )}
    </Modal>
  );
}
