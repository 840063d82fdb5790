import type { PayAnswer } from '@vce/contract/commerce-payment';
import { Alert, Button, QRCode, Tag } from 'antd';
import dayjs from 'dayjs';
import type { z } from 'zod';

type Started = z.output<typeof PayAnswer>;

/**
 * An order waiting for WeChat or Alipay: the QR to scan (WeChat) or the note that the Alipay page is
 * open in another window, the amount, and until when the order can be paid. The sandbox says so.
 */
export function ProviderPayment(props: { order: Started; amount: string; state?: string; reopen?: () => void }) {
  const { order } = props;
  if (props.state === 'closed') {
    return <Alert type="warning" showIcon title="订单已关闭" description="订单超时未支付，已自动关闭，请重新下单。" />;
  }
  return (
    <div className="provider-payment" data-testid="provider-payment">
      {order.sandbox && <Tag color="blue">沙箱支付</Tag>}
      <p className="provider-payment-amount">
        应付金额 <strong>¥{props.amount}</strong>
      </p>
      {order.wechatPay ? (
        <>
          <QRCode value={order.wechatPay.code_url} size={180} bordered={false} aria-label="微信支付二维码" />
          <p>请使用微信扫一扫完成支付</p>
          {order.sandbox && (
            <p className="muted">
              沙箱环境：扫码即打开本站的沙箱收银台，
              <a href={order.wechatPay.code_url} target="_blank" rel="noreferrer">
                在新窗口打开收银台
              </a>
            </p>
          )}
        </>
      ) : (
        <p>
          已在新窗口打开支付宝付款页面，请在该页面完成支付。
          {props.reopen && (
            <Button type="link" onClick={props.reopen}>
              重新打开
            </Button>
          )}
        </p>
      )}
      <p className="muted" aria-live="polite">
        等待支付结果…（订单 {dayjs.unix(order.expire_time).format('HH:mm')} 前有效）
      </p>
    </div>
  );
}
