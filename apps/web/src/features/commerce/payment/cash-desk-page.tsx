import { type OrderKind, orderKinds, orderTypeOf } from '@vce/contract/commerce-payment';
import { Button, Card, Result, Skeleton } from 'antd';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { ApiError } from '../../../shared/api/client';
import { useCashDeskItem, usePayOrder } from '../api/cash-desk';
import { Checkout } from '../payment/checkout';

/** Only a path of this site may be returned to (never another origin through `//host`). */
const safeReturnPath = (path: string | null) => (path && path.startsWith('/') && !path.startsWith('//') ? path : '/');

/**
 * The cash desk every product kind goes through (`/payment?id=&type=&path=`, `/cashDesk`): the item
 * and its price, paid from the V券 balance or by WeChat / Alipay, then back to `path`.
 */
export default function CashDeskPage() {
  return <CashDesk />;
}

/** The cash desk of one kind (`/cashDesk/vTarget?id=`: an indicator), whose `type` is not in the address. */
export function CashDesk({ kindOfPage, backTo }: { kindOfPage?: OrderKind; backTo?: (id: number) => string }) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  // Read without the schema: zod stays out of the page's code.
  const kind = orderKinds.find((known) => known === (kindOfPage ?? params.get('type')));
  const id = Number(params.get('id'));
  const item = kind && Number.isInteger(id) && id >= 0 ? { type: kind, id } : null;
  const { data, isPending, isError, error } = useCashDeskItem(item);
  const payOrder = usePayOrder();
  const [isPaid, setIsPaid] = useState(false);
  const back = item && backTo ? backTo(item.id) : safeReturnPath(params.get('path'));

  // Paid first: once bought, the item reads again as already held (an indicator is not sold twice).
  if (isPaid) {
    return (
      <Result
        status="success"
        title="支付成功"
        subTitle={data?.name}
        extra={
          <Button type="primary" onClick={() => navigate(back)}>
            返回
          </Button>
        }
      />
    );
  }
  if (!item || isError) {
    return (
      <Result
        status="warning"
        title={error instanceof ApiError ? error.message : '该商品暂不支持购买'}
        extra={<Button onClick={() => navigate(back)}>返回</Button>}
      />
    );
  }
  return (
    <Card title="收银台" className="cash-desk" data-testid="cash-desk">
      {isPending || !data ? (
        <Skeleton active />
      ) : (
        <>
          <p>
            商品：<strong>{data.name}</strong>
          </p>
          <Checkout
            price={data.price}
            item={item}
            balance={data.money}
            orderType={orderTypeOf[item.type]}
            pay={(payType, payPassword, couponId) =>
              payOrder.mutateAsync({
                type: item.type,
                id: item.id,
                pay_type: payType,
                pay_password: payPassword,
                coupon_id: couponId,
              })
            }
            onPaid={() => setIsPaid(true)}
          />
        </>
      )}
    </Card>
  );
}
