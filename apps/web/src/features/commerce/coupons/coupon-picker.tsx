import type { usableCoupons } from '@vce/contract/commerce-coupons';
import { Radio } from 'antd';
import dayjs from 'dayjs';
import type { z } from 'zod';

type UsableCoupon = z.output<typeof usableCoupons.data>['list'][number];

/** The cash desk's coupon choice: each coupon that applies with what it takes off, or none. */
export function CouponPicker(props: {
  coupons: UsableCoupon[];
  value: number | null;
  onChange(couponId: number | null): void;
}) {
  return (
    <div className="checkout-coupons">
      <span id="checkout-coupons-label">优惠券</span>
      <Radio.Group
        aria-labelledby="checkout-coupons-label"
        value={props.value ?? 0}
        onChange={(event) => props.onChange((event.target.value as number) || null)}
        options={[
          ...props.coupons.map((coupon) => ({
            value: coupon.id,
            label: `${coupon.name}（减¥${coupon.discount}，${dayjs.unix(coupon.expire_time).format('M月D日')}到期）`,
          })),
          { value: 0, label: '不使用优惠券' },
        ]}
      />
    </div>
  );
}
