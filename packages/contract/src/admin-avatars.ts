import { z } from 'zod';
import { defineAdminCall } from './admin';
import { siteImage } from './admin-settings';

/** The most avatars the profile's chooser offers: a grid of four rows of six. */
export const AVATAR_CHOICES_MAX = 24;

export const AdminAvatar = z.object({
  url: z.string(),
  /** Accounts whose avatar it is now. */
  users: z.number().int(),
});

/** The avatars members choose from (the profile wizard, 修改头像), in their order, with who wears each. */
export const listAdminAvatars = defineAdminCall({
  path: '/api/admin/avatars/list',
  access: 'user',
  permission: { resource: 'avatars', action: 'list' },
  request: z.object({}),
  data: z.object({ list: z.array(AdminAvatar) }),
});

/**
 * The choices in their new order, added and removed in one save. A member wearing a removed avatar
 * keeps it; it is no longer offered.
 */
export const updateAdminAvatars = defineAdminCall({
  path: '/api/admin/avatars/update',
  access: 'user',
  permission: { resource: 'avatars', action: 'edit' },
  request: z.object({
    list: z
      .array(siteImage('头像').pipe(z.string().min(1, '请上传头像图片')))
      .min(1, '请至少保留一个头像')
      .max(AVATAR_CHOICES_MAX, `头像最多${AVATAR_CHOICES_MAX}个`)
      .refine((list) => new Set(list).size === list.length, '头像不能重复')
      .describe('头像'),
  }),
  data: z.object({ list: z.array(AdminAvatar) }),
});
