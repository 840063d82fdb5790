import { z } from 'zod';
import { defineAdminCall } from './admin';
import { QuotaTag } from './commerce-quota';
import { field } from './validation';

/** A kind of counted use: what a non-member gets free each Beijing day, and what one more costs in V粒. */
export const AdminQuotaRule = z.object({
  tag: QuotaTag,
  name: z.string(),
  free_daily: z.number().int(),
  price_vli: z.number().int(),
});
export type AdminQuotaRule = z.infer<typeof AdminQuotaRule>;

const AdminQuotaRules = z.object({ rules: z.array(AdminQuotaRule) });

/** 次数与兑换: BBAS searches, data searches and AI questions. */
export const showAdminQuotas = defineAdminCall({
  path: '/api/admin/quotas/show',
  access: 'user',
  permission: { resource: 'quotas', action: 'list' },
  request: z.object({}),
  data: AdminQuotaRules,
});

/**
 * Every kind's free daily uses (0–1,000: 0 means members only) and its exchange price (1–100,000
 * V粒 a use), all saved at once. Today's uses count against the new number from the next search on;
 * uses already bought stay.
 */
export const updateAdminQuotas = defineAdminCall({
  path: '/api/admin/quotas/update',
  access: 'user',
  permission: { resource: 'quotas', action: 'edit' },
  request: z.object({
    rules: z
      .array(
        z.object({
          tag: QuotaTag,
          free_daily: field.int('每日免费次数').min(0, '每日免费次数须为0至1000').max(1000, '每日免费次数须为0至1000'),
          price_vli: field
            .int('兑换价格')
            .min(1, '兑换价格须为1至100000 V粒')
            .max(100_000, '兑换价格须为1至100000 V粒'),
        }),
      )
      .refine(
        (rules) =>
          rules.length === QuotaTag.options.length && new Set(rules.map((rule) => rule.tag)).size === rules.length,
        '须设置每一种次数，且每种只设一次',
      )
      .describe('次数规则'),
  }),
  data: AdminQuotaRules,
});
