import { z } from 'zod';
import { defineAdminCall } from './admin';
import { siteImage } from './admin-settings';
import { honourKeys } from './community-members';
import { field } from './validation';

/**
 * 荣誉 in the console (docs/decisions.md "Console: honours"): the community's honours as members
 * see them (what earns each is the site's rule), and a member's honours granted or taken back.
 */

const honourKey = z.enum(honourKeys, { error: '荣誉不存在' }).describe('荣誉');

export const AdminHonour = z.object({
  key: honourKey,
  name: z.string(),
  description: z.string(),
  image: z.string(),
  /** What the site's rule says when the operators have not reworded it. */
  default_name: z.string(),
  default_description: z.string(),
  /** Members holding it now. */
  holders: z.number().int(),
});
export type AdminHonour = z.infer<typeof AdminHonour>;

const AdminHonours = z.object({ list: z.array(AdminHonour) });

export const listAdminHonours = defineAdminCall({
  path: '/api/admin/honours/list',
  access: 'user',
  permission: { resource: 'honours', action: 'list' },
  request: z.object({}),
  data: AdminHonours,
});

/** An honour's name, line and picture as members' pages show them (empty picture: the site's own). */
export const updateAdminHonour = defineAdminCall({
  path: '/api/admin/honours/update',
  access: 'user',
  permission: { resource: 'honours', action: 'edit' },
  request: z.object({
    key: honourKey,
    name: field.text('荣誉名称', 10).pipe(z.string().min(1, '请填写荣誉名称')),
    description: field.text('获得条件说明', 40).pipe(z.string().min(1, '请填写获得条件说明')),
    image: siteImage('荣誉图标'),
  }),
  data: AdminHonours,
});

export const AdminMemberHonours = z.object({
  user: z.object({ id: z.number().int(), nickname: z.string() }),
  honours: z.array(
    z.object({
      key: honourKey,
      name: z.string(),
      /** Unix seconds; `revoked_at` 0 while held. */
      granted_at: z.number().int(),
      revoked_at: z.number().int(),
    }),
  ),
});

/** A member's honours, held and taken back. */
export const showAdminMemberHonours = defineAdminCall({
  path: '/api/admin/honours/member',
  access: 'user',
  permission: { resource: 'honours', action: 'list' },
  request: z.object({ user_id: field.id('用户ID') }),
  data: AdminMemberHonours,
});

/** Grants a member an honour (or gives back one taken). */
export const grantAdminHonour = defineAdminCall({
  path: '/api/admin/honours/grant',
  access: 'user',
  permission: { resource: 'honours', action: 'create' },
  request: z.object({ user_id: field.id('用户ID'), key: honourKey }),
  data: AdminMemberHonours,
});

/** Takes an honour back: gone from the member's page, and their deeds do not earn it again. */
export const revokeAdminHonour = defineAdminCall({
  path: '/api/admin/honours/revoke',
  access: 'user',
  permission: { resource: 'honours', action: 'delete' },
  request: z.object({ user_id: field.id('用户ID'), key: honourKey }),
  data: AdminMemberHonours,
});
