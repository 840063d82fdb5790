import { z } from 'zod';
import { defineCall } from './call';
import { QuotaTag } from './commerce-quota';
import { field, noBody } from './validation';

export const ShopItemKind = z.enum(['vip_days', 'coupon']);

/**
 * The V粒 shop (/vli/shop): uses of each kind at their exchange price (bought through
 * exchangeSearchCount), and items with a stock where they have one.
 */
export const vliShop = defineCall({
  path: '/api/vli_shop/itemList',
  access: 'public',
  request: noBody,
  data: z.object({
    uses: z.array(z.object({ tag: QuotaTag, title: z.string(), price: z.number().int() })),
    items: z.array(
      z.object({
        id: z.number().int(),
        title: z.string(),
        description: z.string(),
        kind: ShopItemKind,
        /** Days of membership; for a coupon, its kind's id. */
        amount: z.number().int(),
        price: z.number().int(),
        /** Left to redeem; null when unlimited. */
        stock: z.number().int().nullable(),
      }),
    ),
  }),
});

/** Redeems one item with V粒: its stock and the V粒 are taken together, never below zero. */
export const redeemShopItem = defineCall({
  path: '/api/vli_shop/redeem',
  access: 'user',
  request: z.object({ item_id: field.int('商品') }),
  data: z.object({ title: z.string(), spent: z.number().int(), money: z.number().int() }),
});
