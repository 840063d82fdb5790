import { z } from 'zod';
import { defineAdminCall } from './admin';
import { withRewardRules } from './admin-rewards';
import { siteImage } from './admin-settings';
import { PrizeKind } from './commerce-sign-in';
import { field } from './validation';

/** The pack's popup has room for this many items. */
export const GIFT_PACK_ITEMS_MAX = 6;

export const packItemKindNames: Record<PrizeKind, string> = {
  vli: 'V粒',
  vip_days: '会员天数',
  coupon: '优惠券',
  none: '仅展示',
};

export const AdminPackItem = z.object({
  id: z.number().int(),
  image: z.string(),
  title: z.string(),
  subtitle: z.string(),
  kind: PrizeKind,
  /** V粒, days of membership, a coupon kind's id, or 0 (shown only). */
  amount: z.number().int(),
  sort: z.number().int(),
});
export type AdminPackItem = z.infer<typeof AdminPackItem>;

const AdminGiftPack = z.object({
  items: z.array(AdminPackItem),
  /** Accounts that have claimed the pack, ever and today (Beijing). */
  claims_total: z.number().int(),
  claims_today: z.number().int(),
});

const packItemFields = withRewardRules(
  z.object({
    image: siteImage('图片'),
    title: field.text('名称', 12).pipe(z.string().min(1, '请填写名称')),
    subtitle: field.text('说明', 20),
    kind: z.enum(PrizeKind.options, { error: '类型不正确' }).describe('类型'),
    amount: field.int('数量').min(0, '数量不能为负').max(100_000, '数量不能超过100000'),
    sort: field.int('排序').min(0, '排序须为0至9999').max(9999, '排序须为0至9999'),
  }),
  '仅展示',
);
export type AdminPackItemFields = z.infer<typeof packItemFields>;

/** 新人礼包: what a new account's pack holds, in the popup's order, and how many claimed it. */
export const showAdminGiftPack = defineAdminCall({
  path: '/api/admin/giftPack/show',
  access: 'user',
  permission: { resource: 'gift_packs', action: 'list' },
  request: z.object({}),
  data: AdminGiftPack,
});

/** Adds an item to the pack (six at most); claims from now on grant it. */
export const createAdminPackItem = defineAdminCall({
  path: '/api/admin/giftPack/create',
  access: 'user',
  permission: { resource: 'gift_packs', action: 'create' },
  request: packItemFields,
  data: AdminGiftPack,
});

/** Rewrites an item; a pack already claimed keeps what it granted. */
export const updateAdminPackItem = defineAdminCall({
  path: '/api/admin/giftPack/update',
  access: 'user',
  permission: { resource: 'gift_packs', action: 'edit' },
  request: packItemFields.and(z.object({ id: field.id('礼包项编号') })),
  data: AdminGiftPack,
});

export const deleteAdminPackItem = defineAdminCall({
  path: '/api/admin/giftPack/delete',
  access: 'user',
  permission: { resource: 'gift_packs', action: 'delete' },
  request: z.object({ id: field.id('礼包项编号') }),
  data: AdminGiftPack,
});
