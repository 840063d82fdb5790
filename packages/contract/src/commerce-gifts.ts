import { z } from 'zod';
import { defineCall } from './call';
import { noBody } from './validation';

/** The new-user gift pack's items, shown to guests and new accounts before they claim it. */
export const GiftPackItem = z.object({ image: z.string(), title: z.string(), subtitle: z.string() });
export const getNewUserPack = defineCall({
  path: '/api/common/getNewUserPack',
  access: 'public',
  request: noBody,
  data: z.array(GiftPackItem),
});

/**
 * Claims the new-user gift pack (once per account, within the first days after registering): the V粒,
 * membership trial days and coupons its items name. Answers what was granted, for the grant popup.
 */
export const receiveNewUserPack = defineCall({
  path: '/api/common/receiveNewUserPack',
  access: 'user',
  request: noBody,
  data: z.object({
    /** V粒 granted ("恭喜获得5V粒"). */
    vli: z.number().int(),
    /** Days of membership granted. */
    vip_days: z.number().int(),
    /** Coupons granted (they show at /my/coupon). */
    coupons: z.number().int(),
    /** The titles of what was granted, as the pack lists them. */
    items: z.array(z.string()),
  }),
});
