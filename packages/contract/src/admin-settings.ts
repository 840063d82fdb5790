import { z } from 'zod';
import { defineAdminCall } from './admin';
import { type CommonInitData } from './shell';
import { field } from './validation';

/**
 * A picture a setting shows: one the site ships (`/images/…`) or one uploaded to it (`/uploads/…`),
 * never another site's (its pages could change under us); empty for none.
 */
export const siteImage = (label: string) =>
  z
    .string()
    .trim()
    .max(200)
    .regex(/^(|\/images\/[\w/-]+\.(svg|png|jpe?g|webp|gif)|\/uploads\/[0-9a-f]{32}\.(png|jpe?g|webp|gif))$/, {
      message: `${label}须为本站图片地址（/images/… 或上传后的 /uploads/…）`,
    })
    .describe(label);

const onOff = (label: string) => z.union([z.literal(0), z.literal(1)], { error: `${label}须为0或1` }).describe(label);

/**
 * The settings of `/api/common/init` operators change: grey mode (mourning days), the home promo
 * image, the live-time gift's line and picture, and the community's activity banner.
 */
export const AdminSiteSettings = z.object({
  grey_mode: onOff('灰色模式'),
  app_index_image: z.object({
    pc_image: siteImage('首页弹窗图片'),
    /** 0: the popup is off; 1: shown once a day to each visitor. */
    ad_type: onOff('首页弹窗开关'),
    view_data_info: field.text('首页弹窗说明', 100),
  }),
  giveLiveTimeConfig: z.object({
    giveLiveTimeTip: field.text('直播时长赠送说明', 60),
    image_url: siteImage('直播时长赠送图片'),
  }),
  qiyou_activity: field.text('社区活动', 60),
  qiyou_activity_status: onOff('社区活动开关'),
}) satisfies z.ZodType<Omit<z.input<typeof CommonInitData>, 'setPasswordTip' | 'app_links' | 'site'>, unknown>;
export type AdminSiteSettings = z.infer<typeof AdminSiteSettings>;

export const showAdminSettings = defineAdminCall({
  path: '/api/admin/settings/show',
  access: 'user',
  permission: { resource: 'settings', action: 'show' },
  request: z.object({}),
  data: AdminSiteSettings,
});

/** Saves the settings: every process answers init with them at once (the settings' change is announced). */
export const updateAdminSettings = defineAdminCall({
  path: '/api/admin/settings/update',
  access: 'user',
  permission: { resource: 'settings', action: 'edit' },
  request: AdminSiteSettings,
  data: AdminSiteSettings,
});
