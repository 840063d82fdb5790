import { z } from 'zod';
import { adminPage, csvFile, defineAdminCall } from './admin';
import { field, pagingFields } from './validation';

/** How long a moderator's mute lasts: an hour, a day, three days, a week, thirty days. */
export const muteHours = [1, 24, 72, 168, 720] as const;
export const muteHourNames: Record<(typeof muteHours)[number], string> = {
  1: '1小时',
  24: '1天',
  72: '3天',
  168: '7天',
  720: '30天',
};

export const AdminMuteRow = z.object({
  user: z.object({ id: z.number().int(), nickname: z.string() }),
  /** Unix seconds. */
  until: z.number().int(),
  reason: z.string(),
  by: z.object({ id: z.number().int(), nickname: z.string() }),
  created_at: z.number().int(),
});
export type AdminMuteRow = z.infer<typeof AdminMuteRow>;

/** The users muted now (in every live room's chat and the circle), the newest mute first. */
export const listAdminMutes = defineAdminCall({
  path: '/api/admin/mutes/list',
  access: 'user',
  permission: { resource: 'mutes', action: 'list' },
  request: z.object({ ...pagingFields, limit: field.int('每页条数').min(1).max(100).default(20) }),
  data: adminPage(AdminMuteRow),
});

/** The users muted now, the newest mute first, as CSV (EXPORT_ROW_CAP at most). */
export const exportAdminMutes = defineAdminCall({
  path: '/api/admin/mutes/export',
  access: 'user',
  permission: { resource: 'mutes', action: 'export' },
  request: z.object({}),
  data: csvFile,
});

/** Mutes a user in every room's chat and the circle for one of the lengths; a new mute replaces one running. */
export const muteAdminUser = defineAdminCall({
  path: '/api/admin/mutes/add',
  access: 'user',
  permission: { resource: 'mutes', action: 'create' },
  request: z.object({
    user_id: field.id('用户ID'),
    hours: z.union(
      muteHours.map((hours) => z.literal(hours)),
      { error: '禁言时长不正确' },
    ),
    reason: field.text('禁言原因', 100).pipe(z.string().min(1, '请填写禁言原因')),
  }),
  data: AdminMuteRow,
});

export const liftAdminMute = defineAdminCall({
  path: '/api/admin/mutes/lift',
  access: 'user',
  permission: { resource: 'mutes', action: 'delete' },
  request: z.object({ user_id: field.id('用户ID') }),
  data: z.object({ user_id: z.number().int() }),
});
