import { z } from 'zod';
import { adminPage, csvFile, defineAdminCall } from './admin';
import { cooperationKindKeys } from './shell-pages';
import { field, pagingFields } from './validation';

/** A site page's Markdown, at most this many characters. */
export const SITE_PAGE_MARKDOWN_MAX = 20_000;

const pageMarkdown = (label: string) =>
  field.text(label, SITE_PAGE_MARKDOWN_MAX).pipe(z.string().min(1, `请填写${label}`));

/** The Markdown of the site's own pages (关于我们, the 商务合作 introduction). */
export const AdminSitePages = z.object({
  about_us: pageMarkdown('关于我们'),
  business_cooperation: pageMarkdown('商务合作说明'),
});
export type AdminSitePages = z.infer<typeof AdminSitePages>;

export const showAdminSitePages = defineAdminCall({
  path: '/api/admin/pages/show',
  access: 'user',
  permission: { resource: 'settings', action: 'show' },
  request: z.object({}),
  data: AdminSitePages,
});

/** Saves the pages' Markdown: every visitor reads the new text on their next visit. */
export const updateAdminSitePages = defineAdminCall({
  path: '/api/admin/pages/update',
  access: 'user',
  permission: { resource: 'settings', action: 'edit' },
  request: AdminSitePages,
  data: AdminSitePages,
});

export const AdminCooperationRow = z.object({
  id: z.number().int(),
  name: z.string(),
  mobile: z.string(),
  company: z.string(),
  kind: z.enum(cooperationKindKeys),
  message: z.string(),
  /** The signed-in sender's id (0 for a visitor). */
  user_id: z.number().int(),
  created_at: z.number().int(),
  status: z.enum(['new', 'handled']),
  /** What the operator who followed it up noted; '' while new. */
  note: z.string(),
  handled_at: z.number().int(),
});
export type AdminCooperationRow = z.infer<typeof AdminCooperationRow>;

const cooperationFilters = {
  status: z.enum(['new', 'handled'], { error: '处理状态不正确' }).optional().describe('处理状态'),
};

/** The operators' inbox of business-cooperation requests, newest first. */
export const listAdminCooperation = defineAdminCall({
  path: '/api/admin/cooperation/list',
  access: 'user',
  permission: { resource: 'cooperation', action: 'list' },
  request: z.object({
    ...cooperationFilters,
    ...pagingFields,
    limit: field.int('每页条数').min(1).max(100).default(20),
  }),
  data: adminPage(AdminCooperationRow),
});

/** The requests of the status, newest first, as CSV (EXPORT_ROW_CAP at most). */
export const exportAdminCooperation = defineAdminCall({
  path: '/api/admin/cooperation/export',
  access: 'user',
  permission: { resource: 'cooperation', action: 'export' },
  request: z.object(cooperationFilters),
  data: csvFile,
});

/** Marks a request followed up, with what was done. */
export const handleAdminCooperation = defineAdminCall({
  path: '/api/admin/cooperation/handle',
  access: 'user',
  permission: { resource: 'cooperation', action: 'edit' },
  request: z.object({
    id: field.id('合作申请编号'),
    note: field.text('跟进说明', 200).pipe(z.string().min(1, '请填写跟进说明')),
  }),
  data: AdminCooperationRow,
});
