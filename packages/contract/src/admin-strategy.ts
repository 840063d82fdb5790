import { z } from 'zod';
import { adminPage, defineAdminCall } from './admin';
import { StrategyBias, StrategyPeriod } from './learning-reports';
import { field, pagingFields } from './validation';

/** Strategy notes (/strategy) in the console: docs/decisions.md "Console: strategy notes". */

export const strategyPeriodNames: Record<z.infer<typeof StrategyPeriod>, string> = { daily: '日评', weekly: '周评' };
export const strategyBiasNames: Record<z.infer<typeof StrategyBias>, string> = {
  long: '偏多',
  short: '偏空',
  range: '震荡',
};

export const AdminStrategyNote = z.object({
  id: z.number().int(),
  author_id: z.number().int(),
  author_name: z.string(),
  symbol: z.string(),
  period: StrategyPeriod,
  /** The trading day (daily) or its week's Monday (weekly), YYYY-MM-DD. */
  trading_day: z.string(),
  bias: StrategyBias,
  title: z.string(),
  /** Paragraphs separated by blank lines, plain text. */
  content: z.string(),
  support: z.number(),
  resistance: z.number(),
  /** Written by the server's rule (shown to readers as 演示); an editor's correction keeps it so. */
  is_demo: z.boolean(),
  /** Unix seconds. */
  published_at: z.number().int(),
});
export type AdminStrategyNote = z.infer<typeof AdminStrategyNote>;

/** The notes, the newest day first; a period's, a product's, with a word in the title. */
export const listAdminStrategyNotes = defineAdminCall({
  path: '/api/admin/strategy/list',
  access: 'user',
  permission: { resource: 'strategy', action: 'list' },
  request: z.object({
    period: StrategyPeriod.optional(),
    symbol: z
      .string()
      .regex(/^[a-zA-Z]{1,3}$/, '请选择品种')
      .optional()
      .describe('品种'),
    keyword: field.optionalText('标题关键词', 50),
    ...pagingFields,
    limit: field.int('每页条数').min(1).max(100).default(20),
  }),
  data: adminPage(AdminStrategyNote),
});

/** Who may sign a note: the classroom's teachers (researchers). */
export const listAdminStrategyAuthors = defineAdminCall({
  path: '/api/admin/strategy/authors',
  access: 'user',
  permission: { resource: 'strategy', action: 'list' },
  request: z.object({}),
  data: z.object({ list: z.array(z.object({ id: z.number().int(), name: z.string() })) }),
});

const price = (label: string) =>
  z.coerce
    .number({ error: `${label}须为数字` })
    .positive(`${label}须大于0`)
    .max(10_000_000, `${label}不能超过10000000`)
    .describe(label);

export const AdminStrategyFields = z
  .object({
    author_id: field.id('作者'),
    symbol: z
      .string()
      .regex(/^[a-zA-Z]{1,3}$/, '请选择品种')
      .describe('品种'),
    period: z.enum(StrategyPeriod.options, { error: '周期须为日评或周评' }).describe('周期'),
    /** A weekly note is kept under its week's Monday. */
    trading_day: field.date('交易日'),
    bias: z.enum(StrategyBias.options, { error: '思路须为偏多、偏空或震荡' }).describe('思路'),
    title: field.text('标题', 40).pipe(z.string().min(1, '请填写标题')),
    content: field.text('正文', 3000).pipe(z.string().min(1, '请填写正文')),
    support: price('支撑位'),
    resistance: price('压力位'),
  })
  .refine((note) => note.support < note.resistance, { message: '支撑位须低于压力位', path: ['support'] });
export type AdminStrategyFields = z.infer<typeof AdminStrategyFields>;

/** Writes a product's note of a day or week (one each): readers find it on /strategy and in search. */
export const createAdminStrategyNote = defineAdminCall({
  path: '/api/admin/strategy/create',
  access: 'user',
  permission: { resource: 'strategy', action: 'create' },
  request: AdminStrategyFields,
  data: AdminStrategyNote,
});

export const updateAdminStrategyNote = defineAdminCall({
  path: '/api/admin/strategy/update',
  access: 'user',
  permission: { resource: 'strategy', action: 'edit' },
  request: AdminStrategyFields.and(z.object({ id: field.id('策略编号') })),
  data: AdminStrategyNote,
});

export const deleteAdminStrategyNote = defineAdminCall({
  path: '/api/admin/strategy/delete',
  access: 'user',
  permission: { resource: 'strategy', action: 'delete' },
  request: z.object({ id: field.id('策略编号') }),
  data: z.object({ id: z.number().int() }),
});
