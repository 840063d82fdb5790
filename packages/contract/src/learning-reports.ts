import { z } from 'zod';
import { defineCall } from './call';
import { field, noBody, pagingFields } from './validation';
import { TeacherCard } from './learning';

export const ReportCard = z.object({
  id: z.number().int(),
  title: z.string(),
  summary: z.string(),
  /** The products it covers: code and Chinese name. */
  products: z.array(z.object({ symbol: z.string(), name: z.string() })),
  author: TeacherCard,
  /** Unix seconds. */
  published_at: z.number().int(),
});
export type ReportCard = z.infer<typeof ReportCard>;

/** Research reports, newest first; `author_id` keeps one researcher's. */
export const reportList = defineCall({
  path: '/api/report/list',
  access: 'public',
  request: z.object({ ...pagingFields, author_id: field.id('研究员').optional().catch(undefined) }),
  data: z.object({ list: z.array(ReportCard), total: z.number().int() }),
});

/** The researchers (/researcher): those with reports, with how many. */
export const researcherList = defineCall({
  path: '/api/report/researchers',
  access: 'public',
  request: noBody,
  data: z.object({
    list: z.array(TeacherCard.extend({ intro: z.string(), report_count: z.number().int() })),
  }),
});

/**
 * One report (/reportDetails?id=): its card and its PDF's signed address, which the page's reader
 * asks by byte ranges, only for the pages in view. Reading is open to all; downloading to members.
 */
export const reportDetails = defineCall({
  path: '/api/report/details',
  access: 'public',
  request: z.object({ id: field.id('研报编号') }),
  data: ReportCard.extend({ pdf_url: z.string().nullable(), can_download: z.boolean() }),
});

/** A member's download: the PDF's address signed for them, and the file's name. */
export const downloadReport = defineCall({
  path: '/api/report/download',
  access: 'user',
  request: z.object({ id: field.id('研报编号') }),
  data: z.object({ url: z.string(), file_name: z.string() }),
});

export const StrategyPeriod = z.enum(['daily', 'weekly']);
export const StrategyBias = z.enum(['long', 'short', 'range']);

/** Strategy notes (/strategy): the day's or the week's, newest first, one product's with `symbol`. */
export const strategyList = defineCall({
  path: '/api/strategy/list',
  access: 'public',
  request: z.object({
    ...pagingFields,
    period: StrategyPeriod.default('daily').catch('daily'),
    symbol: z.string().max(10).optional().catch(undefined),
  }),
  data: z.object({
    list: z.array(
      z.object({
        id: z.number().int(),
        symbol: z.string(),
        name: z.string(),
        period: StrategyPeriod,
        /** The trading day (daily) or its week's Monday (weekly), YYYY-MM-DD. */
        trading_day: z.string(),
        bias: StrategyBias,
        title: z.string(),
        paragraphs: z.array(z.string()),
        support: z.number(),
        resistance: z.number(),
        /** Written by the server's rule from the simulated market (shown as 演示), not by an editor. */
        is_demo: z.boolean(),
        author: TeacherCard,
      }),
    ),
    total: z.number().int(),
  }),
});
