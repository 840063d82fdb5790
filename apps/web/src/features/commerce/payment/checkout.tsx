import type { OrderKind, OrderStatus, PayAnswer, PayType } from '@vce/contract/commerce-payment';
import { msg } from '@vce/contract/messages';
import { paths } from '@vce/contract/routes';
import { Button, Radio } from 'antd';
import { Suspense, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import type { z } from 'zod';
import { lazyOnDemand } from '../../../shared/lazy-chunk';
import { toast } from '../../../shared/ui/feedback';
import { useOrderPolling } from '../api/check-order-pay';
import { useUsableCoupons } from '../api/coupons';
import { CouponPicker } from '../coupons/coupon-picker';
import { usePaidEffects } from '../api/paid-effects';
import { usePayPasswordState } from '../api/pay-password-state';
import { openPaymentWindow } from './alipay-window';
import { toCents } from './money';
import { PayPasswordInput } from '../../../shared/ui/pay-password-input';
import './payment.css';

type Started = z.output<typeof PayAnswer>;

// Needed only once a payment has started (the QR code) or the balance falls short (a dialog): their
// code loads then, not with every page that can pay.
const ProviderPayment = lazyOnDemand(
  () => import('./provider-payment'),
  (module) => module.ProviderPayment,
);
const BalanceShortDialog = lazyOnDemand(
  () => import('./balance-short-dialog'),
  (module) => module.BalanceShortDialog,
);
export type PaidOrder = Partial<z.output<typeof OrderStatus>> & { order_id: string };

const payTypeNames: Record<PayType, string> = { money: 'V券余额', wechat: '微信支付', alipay: '支付宝' };

interface CheckoutProps {
  /** The price in yuan as the server gives it ("68.00"). */
  price: string;
  /** What is bought, when coupons may apply to it (not a recharge). */
  item?: { type: OrderKind; id: number };
  /** The V券 balance; absent where the balance cannot pay (a recharge). */
  balance?: string;
  /** The order type checkOrderPay is asked with (4 VIP, 3 recharge). */
  orderType: number;
  /** A reason not to pay yet (the agreement not ticked), shown instead of paying. */
  blockedReason?: () => string | null;
  pay(payType: PayType, payPassword: string | undefined, couponId: number | undefined): Promise<Started>;
  onPaid(order: PaidOrder): void;
}

/**
 * The one way to pay for anything (spec 001 §4–§5): V券 balance with the six-box pay password (the
 * 余额不足 dialog first when it falls short), or WeChat Pay (a QR) / Alipay (its page in a new
 * window), then the order is polled every 3 s until paid, closed or expired. The best coupon that
 * applies is chosen until the buyer picks another or none.
 */
export function Checkout(props: CheckoutProps) {
  const canUseBalance = props.balance !== undefined;
  const [payType, setPayType] = useState<PayType>(canUseBalance ? 'money' : 'wechat');
  const [payPassword, setPayPassword] = useState('');
  const [isShort, setIsShort] = useState(false);
  const [started, setStarted] = useState<Started | null>(null);
  const [isPaying, setIsPaying] = useState(false);
  const alipayWindow = useRef<ReturnType<typeof openPaymentWindow> | null>(null);
  const passwordState = usePayPasswordState(canUseBalance && payType === 'money');
  const usableCoupons = useUsableCoupons(props.item);
  const coupons = usableCoupons.data;
  // undefined until the buyer picks: the server's best; null: no coupon.
  const [pickedCoupon, setPickedCoupon] = useState<number | null>();
  const couponId = pickedCoupon === undefined ? (coupons?.best_id ?? null) : pickedCoupon;
  const price = coupons?.list.find((coupon) => coupon.id === couponId)?.pay_amount ?? props.price;
  const afterPaid = usePaidEffects();
  const polling = useOrderPolling({
    orderId: started && started.status === 0 ? started.order_id : null,
    expireTime: started?.expire_time ?? 0,
    type: props.orderType,
  });
  const { onPaid } = props;
  const paidStatus = polling.data?.status === 1 ? polling.data : null;
  useEffect(() => {
    if (!paidStatus) return;
    void afterPaid();
    onPaid(paidStatus);
  }, [paidStatus, onPaid, afterPaid]);

  const submit = async () => {
    const blocked = props.blockedReason?.();
    if (blocked) return toast.warning(blocked);
    if (payType === 'money') {
      if (toCents(price) > toCents(props.balance ?? '0')) return setIsShort(true);
      if (!/^\d{6}$/.test(payPassword)) return toast.warning(msg.payPasswordRequired);
    }
    if (payType === 'alipay') alipayWindow.current = openPaymentWindow();
    setIsPaying(true);
    try {
      const answer = await props.pay(payType, payType === 'money' ? payPassword : undefined, couponId ?? undefined);
      if (answer.status === 1) {
        // Paid at once (from the balance, or nothing to pay): what it changed reads again, as after a polled payment.
        void afterPaid();
        return onPaid({ order_id: answer.order_id });
      }
      if (answer.aliPay) alipayWindow.current?.show(answer.aliPay);
      setStarted(answer);
    } catch {
      // The server's message is already shown; a wrong password is typed again, and a coupon taken
      // meanwhile by another order leaves the choice.
      alipayWindow.current?.close();
      setPayPassword('');
      if (couponId) void usableCoupons.refetch();
    } finally {
      setIsPaying(false);
    }
  };

  if (started) {
    const reopen = started.aliPay
      ? () => {
          alipayWindow.current = openPaymentWindow();
          alipayWindow.current.show(started.aliPay ?? '');
        }
      : undefined;
    return (
      <Suspense fallback={null}>
        <ProviderPayment order={started} amount={price} state={polling.data?.state} reopen={reopen} />
      </Suspense>
    );
  }
  const needsPassword = payType === 'money' && passwordState.data && !passwordState.data.is_set;
  return (
    <div className="checkout" data-testid="checkout">
      {!!coupons?.list.length && <CouponPicker coupons={coupons.list} value={couponId} onChange={setPickedCoupon} />}
      <Radio.Group
        value={payType}
        onChange={(event) => setPayType(event.target.value as PayType)}
        aria-label="支付方式"
        options={(['money', 'wechat', 'alipay'] as const)
          .filter((type) => canUseBalance || type !== 'money')
          .map((type) => ({
            value: type,
            label: type === 'money' ? `${payTypeNames.money}（可用 ${props.balance}）` : payTypeNames[type],
          }))}
      />
      {payType === 'money' &&
        (needsPassword ? (
          <p className="checkout-note">
            {msg.payPasswordNotSet}：<Link to={paths.my.paymentPassword}>去设置支付密码</Link>
          </p>
        ) : (
          <div className="checkout-password">
            <span>请输入6位数字支付密码</span>
            <PayPasswordInput value={payPassword} onChange={setPayPassword} />
            <Link to={paths.my.setup}>忘记支付密码？</Link>
          </div>
        ))}
      <Button type="primary" size="large" block loading={isPaying} disabled={!!needsPassword} onClick={submit}>
        确认支付 ¥{price}
      </Button>
      {isShort && (
        <Suspense fallback={null}>
          <BalanceShortDialog open onClose={() => setIsShort(false)} />
        </Suspense>
      )}
    </div>
  );
}
