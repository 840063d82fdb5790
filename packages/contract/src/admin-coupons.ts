import { z } from 'zod';
import { adminPage, defineAdminCall } from './admin';
import { orderKinds } from './commerce-payment';
import { field, pagingFields } from './validation';

/** The users one batch may give coupons to: a campaign's list, not the whole site. */
export const GRANT_USERS_MAX = 1000;

/** What a coupon may pay towards: everything sold but a recharge (a coupon never buys V券). */
export const couponKinds = orderKinds.filter((kind) => kind !== 'recharge');

/** A kind of coupon as an operator writes it; coupons already given keep the terms they were given with. */
export const AdminCouponTemplateFields = z
  .object({
    name: field.text('名称', 20).pipe(z.string().min(1, '请填写名称')),
    /** amount: `amount` yuan off; discount: pay `rate_percent`% of the price (85 is 8.5折). */
    kind: z.enum(['amount', 'discount'], { error: '优惠类型不正确' }).describe('优惠类型'),
    amount: field.yuan('减免金额', '10、9.90'),
    /** Paid share of the price for a discount (1–99); an amount coupon's is 100 (nothing off by rate). */
    rate_percent: field.int('折扣').min(1, '折扣须为1至99').max(100, '折扣须为1至99'),
    min_spend: field.yuan('使用门槛', '10、9.90'),
    product_kinds: z
      .array(z.enum(couponKinds, { error: '适用商品不正确' }))
      .min(1, '请选择适用商品')
      .refine((kinds) => new Set(kinds).size === kinds.length, '适用商品不能重复')
      .describe('适用商品'),
    valid_days: field.int('有效天数').min(1, '有效天数须为1至365').max(365, '有效天数须为1至365'),
  })
  .refine((template) => template.kind === 'discount' || Number(template.amount) > 0, {
    message: '减免金额须大于0',
    path: ['amount'],
  })
  .refine((template) => template.kind === 'amount' || template.rate_percent < 100, {
    message: '折扣须为1至99',
    path: ['rate_percent'],
  });
export type AdminCouponTemplateFields = z.infer<typeof AdminCouponTemplateFields>;

export const AdminCouponTemplate = z.object({
  id: z.number().int(),
  name: z.string(),
  kind: z.enum(['amount', 'discount']),
  amount: z.string(),
  rate_percent: z.number().int(),
  min_spend: z.string(),
  product_kinds: z.array(z.enum(couponKinds)),
  valid_days: z.number().int(),
  /** Coupons of this kind given so far (by every source), and used. */
  given: z.number().int(),
  used: z.number().int(),
});
export type AdminCouponTemplate = z.infer<typeof AdminCouponTemplate>;

const AdminCouponTemplates = z.object({ list: z.array(AdminCouponTemplate) });

export const listAdminCouponTemplates = defineAdminCall({
  path: '/api/admin/coupons/templates',
  access: 'user',
  permission: { resource: 'coupons', action: 'list' },
  request: z.object({}),
  data: AdminCouponTemplates,
});

export const createAdminCouponTemplate = defineAdminCall({
  path: '/api/admin/coupons/createTemplate',
  access: 'user',
  permission: { resource: 'coupons', action: 'create' },
  request: AdminCouponTemplateFields,
  data: AdminCouponTemplate,
});

export const updateAdminCouponTemplate = defineAdminCall({
  path: '/api/admin/coupons/updateTemplate',
  access: 'user',
  permission: { resource: 'coupons', action: 'edit' },
  request: z.intersection(AdminCouponTemplateFields, z.object({ id: field.id('优惠券编号') })),
  data: AdminCouponTemplate,
});

/**
 * Gives one coupon of a template to each listed user, as one batch. `batch_no` is made by the console
 * when the form opens: the same batch sent again (a double click, a retry after a lost answer) gives
 * nobody a second coupon.
 */
export const grantAdminCoupons = defineAdminCall({
  path: '/api/admin/coupons/grant',
  access: 'user',
  permission: { resource: 'coupons', action: 'create' },
  request: z.object({
    template_id: field.id('优惠券编号'),
    user_ids: z
      .array(field.id('用户ID'))
      .min(1, '请填写要发放的用户ID')
      .max(GRANT_USERS_MAX, `每批最多发给${GRANT_USERS_MAX}位用户`)
      .describe('用户ID'),
    batch_no: z
      .string()
      .regex(/^[A-Za-z0-9-]{8,40}$/, '批次号格式不正确')
      .describe('批次号'),
    note: field.text('发放说明', 50).pipe(z.string().min(1, '请填写发放说明')),
  }),
  data: z.object({ batch_no: z.string(), granted: z.number().int(), users: z.number().int() }),
});

export const AdminCouponBatch = z.object({
  batch_no: z.string(),
  template: z.object({ id: z.number().int(), name: z.string() }),
  note: z.string(),
  by: z.object({ id: z.number().int(), nickname: z.string() }).nullable(),
  /** Unix seconds. */
  created_at: z.number().int(),
  users: z.number().int(),
  used: z.number().int(),
});
export type AdminCouponBatch = z.infer<typeof AdminCouponBatch>;

/** The operators' batches, the newest first. */
export const listAdminCouponBatches = defineAdminCall({
  path: '/api/admin/coupons/batches',
  access: 'user',
  permission: { resource: 'coupons', action: 'list' },
  request: z.object({ ...pagingFields }),
  data: adminPage(AdminCouponBatch),
});
