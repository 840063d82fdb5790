import { OrderKind, orderTypeOf } from '@vce/contract/commerce-orders';
import { Button, Card, Result, Skeleton } from 'antd';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useCashDeskItem, usePayOrder } from '../api/cash-desk';
import { Checkout } from '../pay/checkout';

/** Only a path of this site may be returned to (never another origin through `//host`). */
const safeReturnPath = (path: string | null) => (path && path.startsWith('/') && !path.startsWith('//') ? path : '/');

/**
 * The cash desk every product kind goes through (`/payment?id=&type=&path=`, `/cashDesk`): the item
 * and its price, paid from the V券 balance or by WeChat / Alipay, then back to `path`.
 */
export default function CashDeskPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const kind = OrderKind.safeParse(params.get('type'));
  const id = Number(params.get('id'));
  const item = kind.success && Number.isInteger(id) && id >= 0 ? { type: kind.data, id } : null;
  const { data, isPending, isError } = useCashDeskItem(item);
  const payOrder = usePayOrder();
  const [isPaid, setIsPaid] = useState(false);
  const back = safeReturnPath(params.get('path'));

  if (!item || isError) {
    return (
      <Result
        status="warning"
        title="该商品暂不支持购买"
        extra={<Button onClick={() => navigate(back)}>返回</Button>}
      />
    );
  }
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
