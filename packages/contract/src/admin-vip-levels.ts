import { z } from 'zod';
import { defineAdminCall } from './admin';
import { field } from './validation';

export const AdminVipLevel = z.object({
  id: z.number().int(),
  /** The membership it grants: 2 monthly, 3 quarterly, 4 annual (the top tier is 4 with money level 5). */
  level: z.number().int(),
  money_level: z.number().int(),
  name: z.string(),
  days: z.number().int(),
  price: z.string(),
  original_price: z.string(),
  card_text: z.string(),
  is_on_sale: z.union([z.literal(0), z.literal(1)]),
  sort: z.number().int(),
});
export type AdminVipLevel = z.infer<typeof AdminVipLevel>;

const AdminVipLevels = z.object({ list: z.array(AdminVipLevel) });

/** The membership packages, on sale or not, in /vipV2's order. */
export const listAdminVipLevels = defineAdminCall({
  path: '/api/admin/vipLevels/list',
  access: 'user',
  permission: { resource: 'vip_levels', action: 'list' },
  request: z.object({}),
  data: AdminVipLevels,
});

/**
 * A package's name, days, price, crossed-out price, card line, sale and order. An order already made
 * keeps the price it was made at; at least one package stays on sale.
 */
export const updateAdminVipLevel = defineAdminCall({
  path: '/api/admin/vipLevels/update',
  access: 'user',
  permission: { resource: 'vip_levels', action: 'edit' },
  request: z
    .object({
      id: field.id('会员套餐编号'),
      name: field.text('套餐名称', 20).pipe(z.string().min(1, '请填写套餐名称')),
      days: field.int('会员天数').min(1, '会员天数须为1至3660').max(3660, '会员天数须为1至3660'),
      price: field.yuan('售价', '68、199.50'),
      original_price: field.yuan('原价', '68、199.50'),
      card_text: field.text('卡片说明', 30),
      is_on_sale: z.union([z.literal(0), z.literal(1)], { error: '在售开关须为0或1' }).describe('在售'),
      sort: field.int('排序').min(0, '排序须为0至9999').max(9999, '排序须为0至9999'),
    })
    .refine((level) => Number(level.price) > 0, { message: '售价须大于0', path: ['price'] })
    .refine((level) => Number(level.original_price) >= Number(level.price), {
      message: '原价不能低于售价',
      path: ['original_price'],
    }),
  data: AdminVipLevels,
});
