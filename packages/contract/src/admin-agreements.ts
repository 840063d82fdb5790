import { z } from 'zod';
import { defineAdminCall } from './admin';
import { agreementNameField } from './shell-agreements';
import { field } from './validation';

/** An agreement's HTML, at most this many characters (the longest, the user agreement, is about 12,000). */
export const AGREEMENT_HTML_MAX = 60_000;

export const AdminAgreementRow = z.object({
  name: z.string(),
  title: z.string(),
  version: z.string(),
  sort: z.number().int(),
  /** Unix seconds of the text's last change. */
  update_time: z.number().int(),
  /** Linked to by the site's own pages (VIP, the assistant, sign-up): kept, never deleted. */
  is_linked: z.boolean(),
});
export type AdminAgreementRow = z.infer<typeof AdminAgreementRow>;

export const AdminAgreement = AdminAgreementRow.extend({ content_html: z.string() });
export type AdminAgreement = z.infer<typeof AdminAgreement>;

const AdminAgreements = z.object({ list: z.array(AdminAgreementRow) });

const agreementFields = z.object({
  name: agreementNameField,
  title: field.text('协议标题', 40).pipe(z.string().min(1, '请填写协议标题')),
  version: field.text('版本', 20).pipe(z.string().min(1, '请填写版本，如 v2.1')),
  sort: field.int('排序').min(0, '排序须为0至9999').max(9999, '排序须为0至9999'),
  content_html: field.text('协议正文', AGREEMENT_HTML_MAX).pipe(z.string().min(1, '请填写协议正文')),
});
export type AdminAgreementFields = z.infer<typeof agreementFields>;

/** The agreements in /my/agreementList's order, without their text. */
export const listAdminAgreements = defineAdminCall({
  path: '/api/admin/agreements/list',
  access: 'user',
  permission: { resource: 'agreements', action: 'list' },
  request: z.object({}),
  data: AdminAgreements,
});

export const showAdminAgreement = defineAdminCall({
  path: '/api/admin/agreements/show',
  access: 'user',
  permission: { resource: 'agreements', action: 'show' },
  request: z.object({ name: agreementNameField }),
  data: AdminAgreement,
});

/** A new agreement at `/agreementV2?name=…`; its name is its address and cannot be taken twice. */
export const createAdminAgreement = defineAdminCall({
  path: '/api/admin/agreements/create',
  access: 'user',
  permission: { resource: 'agreements', action: 'create' },
  request: agreementFields,
  data: AdminAgreement,
});

/** Rewrites an agreement (sanitised on save); readers see the new text and version at once. */
export const updateAdminAgreement = defineAdminCall({
  path: '/api/admin/agreements/update',
  access: 'user',
  permission: { resource: 'agreements', action: 'edit' },
  request: agreementFields,
  data: AdminAgreement,
});

/** Deletes an agreement the site's pages do not link to. */
export const deleteAdminAgreement = defineAdminCall({
  path: '/api/admin/agreements/delete',
  access: 'user',
  permission: { resource: 'agreements', action: 'delete' },
  request: z.object({ name: agreementNameField }),
  data: AdminAgreements,
});
