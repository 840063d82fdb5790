import { z } from 'zod';
import { defineAdminCall } from './admin';
import { siteImage } from './admin-settings';
import { field } from './validation';

/** The most banners the home page's carousel holds (shown or not): more would never be seen. */
export const CAROUSEL_MAX = 10;

/**
 * Where a banner leads: a path on this site (the carousel links within the page's router), never
 * another site's address.
 */
const sitePath = z
  .string()
  .trim()
  .max(200, '链接不能超过200个字符')
  .regex(/^\/(?!\/)[\w\-./?=&%#~+:]*$/, { message: '链接须为本站路径，以 / 开头，如 /vipV2' })
  .describe('链接');

/** A banner as an operator writes it. */
export const AdminBannerFields = z.object({
  title: field.text('标题', 30).pipe(z.string().min(1, '请填写标题')),
  subtitle: field.text('副标题', 60),
  image: siteImage('图片').pipe(z.string().min(1, '请上传图片')),
  url: sitePath,
  /** 1: shown on the home page; 0: kept, hidden. */
  enabled: z.union([z.literal(0), z.literal(1)], { error: '显示开关须为0或1' }).describe('显示'),
});
export type AdminBannerFields = z.infer<typeof AdminBannerFields>;

export const AdminBanner = AdminBannerFields.extend({ id: z.number().int() });
export type AdminBanner = z.infer<typeof AdminBanner>;

/** Every banner in the carousel's order, hidden ones too. */
const AdminCarousel = z.object({ list: z.array(AdminBanner) });

export const listAdminCarousel = defineAdminCall({
  path: '/api/admin/carousel/list',
  access: 'user',
  permission: { resource: 'carousel', action: 'list' },
  request: z.object({}),
  data: AdminCarousel,
});

/** Adds a banner at the end of the carousel. */
export const createAdminBanner = defineAdminCall({
  path: '/api/admin/carousel/create',
  access: 'user',
  permission: { resource: 'carousel', action: 'create' },
  request: AdminBannerFields,
  data: AdminCarousel,
});

export const updateAdminBanner = defineAdminCall({
  path: '/api/admin/carousel/update',
  access: 'user',
  permission: { resource: 'carousel', action: 'edit' },
  request: AdminBannerFields.extend({ id: field.id('轮播图编号') }),
  data: AdminCarousel,
});

/**
 * Puts the banners in this order: `ids` must be the carousel's banners as they stand (one changed
 * meanwhile → refused, so two operators never undo each other's order unknowingly).
 */
export const orderAdminCarousel = defineAdminCall({
  path: '/api/admin/carousel/order',
  access: 'user',
  permission: { resource: 'carousel', action: 'edit' },
  request: z.object({
    ids: z.array(field.id('轮播图编号')).max(CAROUSEL_MAX, '轮播图数量不正确').describe('轮播图顺序'),
  }),
  data: AdminCarousel,
});

export const deleteAdminBanner = defineAdminCall({
  path: '/api/admin/carousel/delete',
  access: 'user',
  permission: { resource: 'carousel', action: 'delete' },
  request: z.object({ id: field.id('轮播图编号') }),
  data: AdminCarousel,
});
