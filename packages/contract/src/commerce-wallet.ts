import { z } from 'zod';
import { mobileField, smsCodeField } from './account-fields';
import { defineCall } from './call';
import { Currency, ledgerKinds } from './commerce-ledger';
import { PayAnswer, payFromField, payPasswordField } from './commerce-payment';
import { noBody, pagingFields } from './validation';

/** Cents as yuan with two decimals ("1288.00", "-0.50"), as every price goes on the wire: by integer arithmetic, no float ever rounds money. */
export function formatCents(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const whole = Math.abs(cents);
  return `${sign}${Math.floor(whole / 100)}.${String(whole % 100).padStart(2, '0')}`;
}
import { msg } from './messages';

/** Yuan as typed ("199.50", "10", unsigned, up to two decimals) in cents, by integer arithmetic: formatCents's inverse. */
export function parseCents(yuan: string): number {
  const [whole = '0', fraction = ''] = yuan.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

/** Whether the caller has a pay password, and until when balance payments are locked after wrong tries. */
export const payPasswordState = defineCall({
  path: '/api/user/payPasswordState',
  access: 'user',
  request: noBody,
  data: z.object({ is_set: z.boolean(), locked_until: z.number().int().nullable() }),
});

/** Sets the pay password, or changes it with the old one (/my/paymentPassword). */
export const setPayPassword = defineCall({
  path: '/api/user/setPayPassword',
  access: 'user',
  request: z.object({
    pay_password: payPasswordField,
    old_pay_password: z.preprocess(
      (value) => (value === '' || value === null ? undefined : value),
      payPasswordField.optional(),
    ),
  }),
  data: z.null(),
});

/** Forgot pay password (/my/setup): the account's own phone proves it with an SMS code (event reset_pay_pwd). */
export const resetPayPassword = defineCall({
  path: '/api/user/resetPayPassword',
  access: 'user',
  request: z.object({ mobile: mobileField, captcha: smsCodeField, pay_password: payPasswordField }),
  data: z.null(),
});

/** Yuan with at most two decimals, 1 to 50,000 a time (docs/decisions.md "Money"), read exactly into cents. */
export const rechargeAmountField = z.preprocess(
  (value) => (typeof value === 'number' ? String(value) : value),
  z
    .string({ error: msg.rechargeAmountInvalid })
    .trim()
    .regex(/^\d{1,5}(\.\d{1,2})?$/, msg.rechargeAmountInvalid)
    .transform((text) => {
      const [yuan = '0', fraction = ''] = text.split('.');
      return Number(yuan) * 100 + Number(fraction.padEnd(2, '0'));
    })
    .refine((cents) => cents >= 100 && cents <= 5_000_000, msg.rechargeAmountInvalid),
);

/** Buys V券 with WeChat or Alipay (/my/recharge); answers like paySuperVip. */
export const recharge = defineCall({
  path: '/api/finance/recharge',
  access: 'user',
  request: z.object({
    amount: rechargeAmountField,
    pay_type: z.enum(['wechat', 'alipay'], { error: msg.payTypeInvalid }).describe('支付方式'),
    pay_from: payFromField,
  }),
  data: PayAnswer,
});

export const LedgerRow = z.object({
  id: z.number().int(),
  /** Signed, as shown: "+100.00" V券 or "-20" V粒. */
  amount: z.string(),
  balance_after: z.string(),
  kind: z.enum(ledgerKinds),
  /** The order's item ("VIP月卡", "V券充值"), or what else moved the balance. */
  title: z.string(),
  order_id: z.string().nullable(),
  time: z.number().int(),
});

/** The caller's bill of one currency, newest first, with the balance now. */
export const walletLog = defineCall({
  path: '/api/finance/walletLog',
  access: 'user',
  request: z.object({ currency: Currency.default('vq'), ...pagingFields }),
  data: z.object({ list: z.array(LedgerRow), total: z.number().int(), balance: z.string() }),
});
