import { z } from 'zod';
import { adminPage, defineAdminCall } from './admin';
import { siteImage } from './admin-settings';
import { BbasDirection } from './bbas';
import { field, pagingFields } from './validation';

/**
 * BBAS in the console: the categories (one per product: picture, words, order, switches), the
 * editors' notes of the market express, and the research desks' views (docs/decisions.md "Console:
 * BBAS").
 */

export const AdminBbasCategory = z.object({
  /** The product's id. */
  id: z.number().int(),
  symbol: z.string(),
  exchange: z.string(),
  name: z.string(),
  /** The sector (板块) id, and its name. */
  type: z.number().int(),
  sector_name: z.string(),
  image: z.string(),
  description: z.string(),
  weigh: z.number().int(),
  enabled: z.boolean(),
  is_recommend: z.boolean(),
});
export type AdminBbasCategory = z.infer<typeof AdminBbasCategory>;

/** Every category, in the BBAS pages' order (larger weigh first); one sector's with `type`. */
export const listAdminBbasCategories = defineAdminCall({
  path: '/api/admin/bbas/categories',
  access: 'user',
  permission: { resource: 'bbas_categories', action: 'list' },
  request: z.object({ type: field.int('板块').min(1).max(99).optional() }),
  data: z.object({ list: z.array(AdminBbasCategory) }),
});

/**
 * A category's picture, description, order and switches. A category switched off leaves the BBAS
 * lists (its product stays in the market); a recommended one is among the first the pages offer.
 */
export const updateAdminBbasCategory = defineAdminCall({
  path: '/api/admin/bbas/categories/update',
  access: 'user',
  permission: { resource: 'bbas_categories', action: 'edit' },
  request: z.object({
    id: field.id('品种编号'),
    image: siteImage('品种图片'),
    description: field.text('品种介绍', 500),
    weigh: field.int('排序权重').min(0, '排序权重须为0至9999').max(9999, '排序权重须为0至9999'),
    enabled: field.flag('上线'),
    is_recommend: field.flag('推荐'),
  }),
  data: AdminBbasCategory,
});

/** A BBAS product's code (rb, MA, IF): the server checks it names a category. */
const bbasSymbol = z
  .string()
  .trim()
  .regex(/^[a-zA-Z]{1,3}$/, '请选择品种')
  .describe('品种');

const bbasFilters = {
  symbol: bbasSymbol.optional(),
  keyword: field.optionalText('标题关键词', 50),
  ...pagingFields,
  limit: field.int('每页条数').min(1).max(100).default(20),
};

export const AdminBbasNote = z.object({
  id: z.number().int(),
  symbol: z.string(),
  title: z.string(),
  /** Plain text: the express shows it as written. */
  content: z.string(),
  author: z.string(),
  /** Unix seconds. */
  published_at: z.number().int(),
});
export type AdminBbasNote = z.infer<typeof AdminBbasNote>;

/** The editors' notes of the market express (information type 1), newest first. */
export const listAdminBbasNotes = defineAdminCall({
  path: '/api/admin/bbas/notes',
  access: 'user',
  permission: { resource: 'bbas_notes', action: 'list' },
  request: z.object(bbasFilters),
  data: adminPage(AdminBbasNote),
});

export const AdminBbasNoteFields = z.object({
  symbol: bbasSymbol,
  title: field.text('标题', 40).pipe(z.string().min(1, '请填写标题')),
  content: field.text('内容', 1000).pipe(z.string().min(1, '请填写内容')),
  author: field.text('署名', 20).pipe(z.string().min(1, '请填写署名')),
});
export type AdminBbasNoteFields = z.infer<typeof AdminBbasNoteFields>;

/** Publishes a note (dated now) in the product's express and its followers' key newsletters. */
export const createAdminBbasNote = defineAdminCall({
  path: '/api/admin/bbas/notes/create',
  access: 'user',
  permission: { resource: 'bbas_notes', action: 'create' },
  request: AdminBbasNoteFields,
  data: AdminBbasNote,
});

/** Corrects a note; it keeps its time and place in the express. */
export const updateAdminBbasNote = defineAdminCall({
  path: '/api/admin/bbas/notes/update',
  access: 'user',
  permission: { resource: 'bbas_notes', action: 'edit' },
  request: AdminBbasNoteFields.extend({ id: field.id('短评编号') }),
  data: AdminBbasNote,
});

export const deleteAdminBbasNote = defineAdminCall({
  path: '/api/admin/bbas/notes/delete',
  access: 'user',
  permission: { resource: 'bbas_notes', action: 'delete' },
  request: z.object({ id: field.id('短评编号') }),
  data: z.object({ id: z.number().int() }),
});

export const AdminBbasView = z.object({
  id: z.number().int(),
  symbol: z.string(),
  broker_name: z.string(),
  direction: BbasDirection,
  title: z.string(),
  summary: z.string(),
  /** The desk's full report: a page of this site or an https address; '' for none. */
  pdf_url: z.string(),
  /** Unix seconds. */
  published_at: z.number().int(),
});
export type AdminBbasView = z.infer<typeof AdminBbasView>;

/** The research desks' views (information type 3), newest first. */
export const listAdminBbasViews = defineAdminCall({
  path: '/api/admin/bbas/views',
  access: 'user',
  permission: { resource: 'bbas_views', action: 'list' },
  request: z.object(bbasFilters),
  data: adminPage(AdminBbasView),
});

export const AdminBbasViewFields = z.object({
  symbol: bbasSymbol,
  broker_name: field.text('机构名称', 30).pipe(z.string().min(1, '请填写机构名称')),
  direction: z.enum(BbasDirection.options, { error: '观点方向须为多、看多、看空或震荡' }).describe('观点方向'),
  title: field.text('标题', 60).pipe(z.string().min(1, '请填写标题')),
  summary: field.text('观点摘要', 1000).pipe(z.string().min(1, '请填写观点摘要')),
  pdf_url: z
    .string()
    .trim()
    .max(300, '报告链接不能超过300个字符')
    .regex(
      /^(|\/[^\s]*|https:\/\/[^\s]+)$/,
      '报告链接须为本站路径（如 /reportDetails?id=3）或 https:// 开头的地址，或留空',
    )
    .describe('报告链接'),
});
export type AdminBbasViewFields = z.infer<typeof AdminBbasViewFields>;

/** Publishes a desk's view (dated now): the product's views list and its 机构观点 counts. */
export const createAdminBbasView = defineAdminCall({
  path: '/api/admin/bbas/views/create',
  access: 'user',
  permission: { resource: 'bbas_views', action: 'create' },
  request: AdminBbasViewFields,
  data: AdminBbasView,
});

export const updateAdminBbasView = defineAdminCall({
  path: '/api/admin/bbas/views/update',
  access: 'user',
  permission: { resource: 'bbas_views', action: 'edit' },
  request: AdminBbasViewFields.extend({ id: field.id('观点编号') }),
  data: AdminBbasView,
});

export const deleteAdminBbasView = defineAdminCall({
  path: '/api/admin/bbas/views/delete',
  access: 'user',
  permission: { resource: 'bbas_views', action: 'delete' },
  request: z.object({ id: field.id('观点编号') }),
  data: z.object({ id: z.number().int() }),
});
