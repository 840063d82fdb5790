import { z } from 'zod';
import { defineCall } from './call';
import { msg } from './messages';
import { noBody, field } from './validation';
import { couponIdField, optionalPayPassword, PayAnswer, PayType, payFromField } from './commerce-payment';

/** A membership package on sale (spec 001 §3 "VIP level"); prices in V券 (元) with two decimals. */
export const VipLevel = z.object({
  id: z.number().int(),
  name: z.string(),
  price: z.string(),
  original_price: z.string(),
  /** 1 on sale. */
  level_status: z.number().int(),
  card_kaitong_text: z.string(),
  button_image: z.string(),
  /** The membership level it grants (2 monthly, 3 quarterly, 4 annual) and its top-tier mark. */
  level: z.number().int(),
  money_level: z.number().int(),
  days: z.number().int(),
});

export const getSuperVip = defineCall({
  path: '/api/user/getSuperVip',
  access: 'public',
  request: noBody,
  data: z.object({ level_list: z.array(VipLevel) }),
});

/** Buys a membership package (spec 001 §4 "VIP purchase"). */
export const paySuperVip = defineCall({
  path: '/api/user/paySuperVip',
  access: 'user',
  request: z.object({
    level_id: field.int('会员套餐').min(1, msg.vipLevelUnknown),
    pay_from: payFromField,
    pay_type: PayType,
    pay_password: optionalPayPassword,
    coupon_id: couponIdField,
  }),
  data: PayAnswer,
});
