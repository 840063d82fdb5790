import { z } from 'zod';
import { defineCall } from './call';
import { msg } from './messages';
import { field, INTEGER_MAX, pagingFields } from './validation';

/** What is sold through the one cash desk; courses come with the classroom. sms: the SMS subscription plan. */
export const orderKinds = ['vip', 'recharge', 'course', 'indicator', 'sms'] as const;
export const OrderKind = z.enum(orderKinds, { error: msg.orderKindUnknown }).describe('商品类型');
export type OrderKind = z.infer<typeof OrderKind>;
export const orderKindNames: Record<OrderKind, string> = {
  vip: 'VIP会员',
  indicator: '指标',
  course: '课程',
  recharge: '充值',
  sms: '短信订阅',
};
/** The numeric order types of `checkOrderPay` (spec 001 §7 sends 4 for a VIP order). */
export const orderTypeOf: Record<OrderKind, number> = { course: 1, indicator: 2, recharge: 3, vip: 4, sms: 5 };

/** `refunding`: the goods are taken back and the provider is returning the money. */
export const orderStates = ['pending', 'paid', 'closed', 'refunding', 'refunded'] as const;
export type OrderState = (typeof orderStates)[number];
export const orderStateNames: Record<OrderState, string> = {
  pending: '待支付',
  paid: '已支付',
  closed: '已关闭',
  refunding: '退款中',
  refunded: '已退款',
};

/** money: the V券 balance (needs the pay password); wechat and alipay: the payment providers. */
export const PayType = z.enum(['money', 'wechat', 'alipay'], { error: msg.payTypeInvalid }).describe('支付方式');
export type PayType = z.infer<typeof PayType>;
export const payTypeNames: Record<PayType, string> = { money: 'V券余额', wechat: '微信支付', alipay: '支付宝' };

/** Six digits, typed into six single-digit boxes (spec 001 §5). */
export const payPasswordField = z.preprocess(
  (value) => (typeof value === 'number' ? String(value).padStart(6, '0') : value),
  z.string({ error: msg.payPasswordRequired }).regex(/^\d{6}$/, msg.payPasswordRequired),
);

/** Sent with a purchase: the coupon to use (absent or 0: none). */
export const couponIdField = z.preprocess(
  (value) => (value === '' || value === null || value === 0 || value === '0' ? undefined : value),
  field.int('优惠券').min(1).optional(),
);

/** Sent with every pay call; only balance payments need it (checked then). */
export const optionalPayPassword = z.preprocess(
  (value) => (value === '' || value === null ? undefined : value),
  payPasswordField.optional(),
);

/**
 * The answer of every call that starts a payment (spec 001 §3 "Payment result"): the order, and how
 * to pay it. A balance payment is already paid (`status` 1); WeChat gives a code to show as a QR,
 * Alipay an HTML form to open in a new window. `sandbox` says the payment goes to the local cashier.
 */
export const PayAnswer = z.object({
  order_id: z.string(),
  status: z.union([z.literal(0), z.literal(1)]),
  wechatPay: z.object({ code_url: z.string() }).optional(),
  aliPay: z.string().optional(),
  /** Unpaid orders close at this time (unix seconds); polling stops then. */
  expire_time: z.number().int(),
  sandbox: z.boolean(),
});

/** pay_from: `scan` for a WeChat QR, otherwise `web` (spec 001 §7); kept for the record. */
export const payFromField = z.string().trim().max(16).optional().describe('支付来源');

export const OrderStatus = z.object({
  order_id: z.string(),
  /** Truthy once paid (spec 001 §7). */
  status: z.union([z.literal(0), z.literal(1)]),
  state: z.enum(orderStates),
  kind: z.enum(orderKinds),
  name: z.string(),
  amount: z.string(),
  expire_time: z.number().int(),
  /** For a VIP order once paid: the membership's new end (unix seconds). */
  vip_expiration_time: z.number().int().optional(),
});

/** Whether an order is paid; asks the provider when no notification has arrived yet. */
export const checkOrderPay = defineCall({
  path: '/api/common/checkOrderPay',
  access: 'user',
  request: z.object({
    order_id: field.text('订单号', 40).min(1),
    type: field.int('订单类型').optional(),
  }),
  data: OrderStatus,
});

export const OrderRow = z.object({
  order_id: z.string(),
  kind: z.enum(orderKinds),
  name: z.string(),
  amount: z.string(),
  pay_type: z.enum(['money', 'wechat', 'alipay']),
  state: z.enum(orderStates),
  create_time: z.number().int(),
  pay_time: z.number().int().nullable(),
});

/** The caller's orders, newest first. */
export const orderList = defineCall({
  path: '/api/finance/orderList',
  access: 'user',
  request: z.object(pagingFields),
  data: z.object({ list: z.array(OrderRow), total: z.number().int() }),
});

/** What the cash desk shows before paying: the item, its price and the caller's balance. */
export const cashDeskItem = defineCall({
  path: '/api/finance/cashDeskItem',
  access: 'user',
  request: z.object({ type: OrderKind, id: field.int('商品编号').min(0).max(INTEGER_MAX) }),
  data: z.object({
    type: z.enum(orderKinds),
    id: z.number().int(),
    name: z.string(),
    price: z.string(),
    money: z.string(),
    pay_password_set: z.boolean(),
  }),
});

/** Pays one item at the cash desk (`/payment?id=&type=&path=`): by balance at once, or through a provider. */
export const payOrder = defineCall({
  path: '/api/finance/payOrder',
  access: 'user',
  request: z.object({
    type: OrderKind,
    id: field.int('商品编号').min(0).max(INTEGER_MAX),
    pay_type: PayType,
    pay_from: payFromField,
    pay_password: optionalPayPassword,
    coupon_id: couponIdField,
  }),
  data: PayAnswer,
});

/**
 * Sandbox only: what the cashier page's 确认支付 does (pays, then notifies as the provider would);
 * `lose_notice` pays without ever notifying, as when every delivery is lost on the way.
 */
export const devPayConfirm = defineCall({
  path: '/api/dev/pay/confirm',
  access: 'public',
  request: z.object({
    order_id: field.text('订单号', 40).min(1),
    lose_notice: field.flag('通知丢失').optional(),
  }),
  data: z.object({ order_id: z.string(), state: z.string() }),
});
