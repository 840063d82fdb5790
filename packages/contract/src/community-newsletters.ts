import { z } from 'zod';
import { defineCall } from './call';
import { field } from './validation';

/**
 * One key newsletter (重点快讯): an editor's market express note or a strategy note on a product the
 * user follows. `id` is unique across both (`note-12`, `strategy-3`); `time` in ms.
 */
export const Newsletter = z.object({
  id: z.string(),
  kind: z.enum(['note', 'strategy']),
  symbol: z.string(),
  name: z.string(),
  title: z.string(),
  content: z.string(),
  time: z.number(),
  is_read: z.boolean(),
});
export type Newsletter = z.infer<typeof Newsletter>;

/**
 * The key newsletters of the products the caller follows, newest first; `before` (ms) pages back.
 * `followed` lists those products (none: the page asks them to choose some).
 */
export const keyNewsletterList = defineCall({
  path: '/api/qi_you/keyNewsletterList',
  access: 'user',
  request: z.object({
    limit: field.int('条数').pipe(z.number().min(1).max(50)).default(20),
    before: field.int('截止时间').pipe(z.number().min(0)).optional(),
  }),
  data: z.object({
    list: z.array(Newsletter),
    followed: z.array(z.object({ symbol: z.string(), name: z.string() })),
    unread_count: z.number().int(),
  }),
});

/** Marks every key newsletter published so far read. */
export const readKeyNewsletters = defineCall({
  path: '/api/qi_you/readKeyNewsletters',
  access: 'user',
  request: z.object({}),
  data: z.object({ unread_count: z.number().int() }),
});
