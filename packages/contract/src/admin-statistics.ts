import { z } from 'zod';
import { defineAdminCall } from './admin';
import { orderKinds } from './commerce-payment';
import { field } from './validation';

/** The longest range one look covers: a quarter, day by day. */
export const STATISTICS_MAX_DAYS = 92;

/** A console range of Beijing days (`from`, `to`, both included) that runs forwards and spans `maxDays` at most. */
export const consoleDays = <S extends z.ZodType<{ from: string; to: string }>>(schema: S, maxDays: number) =>
  schema
    .refine((range) => range.from <= range.to, { message: '开始日期不能晚于结束日期', path: ['from'] })
    .refine((range) => Date.parse(range.to) - Date.parse(range.from) < maxDays * 86_400_000, {
      message: `一次最多查看${maxDays}天`,
      path: ['to'],
    });

const perDay = z.array(z.number());

export const AdminStatistics = z.object({
  /** The range's Beijing days, oldest first; every series below has one value a day. */
  days: z.array(z.string()),
  /** Distinct visitors (vce-tourist-uuid) who sent any statistic that day. */
  visitors: perDay,
  /** Pages viewed (statistics type 15). */
  page_views: perDay,
  signups: perDay,
  /** Sign-ins (login tokens issued). */
  logins: perDay,
  /** Distinct users who paid for a membership that day. */
  vip_buyers: perDay,
  /** Questions put to the assistant. */
  assistant_questions: perDay,
  /** Money of the orders paid that day and not refunded, in yuan, by kind of goods. */
  revenue: z.array(z.object({ kind: z.enum(orderKinds), yuan: perDay })),
  /** Every statistics type sent in the range, the most first. */
  by_type: z.array(z.object({ type: z.number().int(), name: z.string(), count: z.number().int() })),
  /** The most viewed routes of the range (type 15 by path), 20 at most. */
  by_route: z.array(z.object({ path: z.string(), count: z.number().int() })),
});
export type AdminStatistics = z.infer<typeof AdminStatistics>;

/** The site's figures over Beijing days, both ends included (a quarter at most). */
export const showAdminStatistics = defineAdminCall({
  path: '/api/admin/statistics/show',
  access: 'user',
  permission: { resource: 'statistics', action: 'show' },
  request: consoleDays(z.object({ from: field.date('开始日期'), to: field.date('结束日期') }), STATISTICS_MAX_DAYS),
  data: AdminStatistics,
});
