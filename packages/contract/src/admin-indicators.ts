import { z } from 'zod';
import { defineAdminCall } from './admin';
import { IndicatorCategory, IndicatorPlatform, IndicatorPriceType } from './commerce-indicators';
import { field, noBody } from './validation';

/**
 * The indicator shop in the console (docs/decisions.md "Console: indicators"): each indicator's
 * shelf (words, price, members' rule, platforms, sale, order) and its formula files. Indicators are
 * not added here: each one's maths is the site's own code (the shop's charts draw it).
 */

/** A formula file: the one shipped with the site, or one an operator uploaded in its place. */
export const FORMULA_MAX_BYTES = 64 * 1024;
export const AdminFormulaFile = z.object({
  platform: IndicatorPlatform,
  source: z.enum(['bundled', 'uploaded']),
  bytes: z.number().int(),
});

export const AdminIndicator = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  category: IndicatorCategory,
  summary: z.string(),
  description: z.string(),
  params: z.string(),
  price_type: IndicatorPriceType,
  /** V券 in yuan ("29.90"); "0.00" unless `vq`. */
  price: z.string(),
  price_vli: z.number().int(),
  vip_free: z.boolean(),
  platforms: z.array(IndicatorPlatform),
  buyers: z.number().int(),
  is_on_sale: z.boolean(),
  sort: z.number().int(),
  formulas: z.array(AdminFormulaFile),
});
export type AdminIndicator = z.infer<typeof AdminIndicator>;

const AdminIndicators = z.object({ list: z.array(AdminIndicator) });

/** Every indicator, on sale or not, in the shop's order. */
export const listAdminIndicators = defineAdminCall({
  path: '/api/admin/indicators/list',
  access: 'user',
  permission: { resource: 'indicators', action: 'list' },
  request: z.object({}),
  data: AdminIndicators,
});

export const AdminIndicatorFields = z
  .object({
    id: field.id('指标编号'),
    name: field.text('指标名称', 20).pipe(z.string().min(1, '请填写指标名称')),
    category: z.enum(IndicatorCategory.options, { error: '请选择指标分类' }).describe('分类'),
    summary: field.text('一句话介绍', 40).pipe(z.string().min(1, '请填写一句话介绍')),
    description: field.text('详细说明', 3000).pipe(z.string().min(1, '请填写详细说明')),
    params: field.text('参数', 60),
    price_type: z.enum(IndicatorPriceType.options, { error: '请选择收费方式' }).describe('收费方式'),
    price: field.yuan('V券价格', '29.90、99'),
    price_vli: field.int('V粒价格').min(0, 'V粒价格须为0至100000').max(100_000, 'V粒价格须为0至100000'),
    vip_free: field.flag('会员免费'),
    platforms: z
      .array(IndicatorPlatform)
      .min(1, '请至少选择一个适用软件')
      .refine((platforms) => new Set(platforms).size === platforms.length, '适用软件不能重复')
      .describe('适用软件'),
    is_on_sale: field.flag('上架'),
    sort: field.int('排序').min(0, '排序须为0至9999').max(9999, '排序须为0至9999'),
  })
  .refine((fields) => fields.price_type !== 'vq' || Number(fields.price) > 0, {
    message: 'V券价格须大于0',
    path: ['price'],
  })
  .refine((fields) => fields.price_type !== 'vli' || fields.price_vli > 0, {
    message: 'V粒价格须大于0',
    path: ['price_vli'],
  });

/**
 * An indicator's shelf. A price holds from the next order or exchange (those made keep theirs);
 * taken off sale, it leaves the shop and search and is sold no more, while those who hold it still
 * download it from 我的指标.
 */
export const updateAdminIndicator = defineAdminCall({
  path: '/api/admin/indicators/update',
  access: 'user',
  permission: { resource: 'indicators', action: 'edit' },
  request: AdminIndicatorFields,
  data: AdminIndicators,
});

/**
 * A formula file in place of the shipped one (multipart: `id`, `platform`, then `file`): plain text,
 * UTF-8 or GBK (kept as UTF-8), 64 KB at most. Downloads give it from then on.
 */
export const uploadAdminIndicatorFormula = defineAdminCall({
  path: '/api/admin/indicators/uploadFormula',
  access: 'user',
  permission: { resource: 'indicators', action: 'edit' },
  request: noBody,
  data: AdminIndicators,
});

/** Drops an uploaded formula file: downloads give the shipped one again. */
export const resetAdminIndicatorFormula = defineAdminCall({
  path: '/api/admin/indicators/resetFormula',
  access: 'user',
  permission: { resource: 'indicators', action: 'edit' },
  request: z.object({ id: field.id('指标编号'), platform: IndicatorPlatform }),
  data: AdminIndicators,
});
