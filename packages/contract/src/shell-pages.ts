import { z } from 'zod';
import { mobileField } from './account-fields';
import { defineCall } from './call';
import { field, keysOf } from './validation';

/** The site's own pages whose text operators write (in Markdown, in the console). */
export const sitePageNames = ['about_us', 'business_cooperation'] as const;
export type SitePageName = (typeof sitePageNames)[number];
export const sitePageTitles: Record<SitePageName, string> = {
  about_us: '关于我们',
  business_cooperation: '商务合作',
};

/** A site page: its title and its text as HTML the server rendered from Markdown and sanitised. */
export const getSitePage = defineCall({
  path: '/api/common/sitePage',
  access: 'public',
  request: z.object({ name: z.enum(sitePageNames, { error: '页面不存在' }).describe('页面') }),
  data: z.object({ name: z.enum(sitePageNames), title: z.string(), content: z.string() }),
});

/** What a business-cooperation request is about. */
export const cooperationKinds = {
  teaching: '讲师与课程合作',
  institution: '期货公司与机构合作',
  data: '数据与资讯合作',
  advertising: '品牌与广告投放',
  other: '其他',
} as const;
export type CooperationKind = keyof typeof cooperationKinds;
export const cooperationKindKeys = keysOf(cooperationKinds);

export const COOPERATION_MESSAGE_MIN = 10;
export const COOPERATION_MESSAGE_MAX = 500;

export const CooperationRequest = z.object({
  name: field.text('联系人', 20).pipe(z.string().min(1, '请填写联系人')),
  mobile: mobileField,
  company: field.text('公司或机构', 50).default(''),
  kind: z.enum(cooperationKindKeys, { error: '请选择合作类型' }).describe('合作类型'),
  message: field
    .text('合作说明', COOPERATION_MESSAGE_MAX)
    .pipe(z.string().min(COOPERATION_MESSAGE_MIN, `合作说明至少${COOPERATION_MESSAGE_MIN}个字`)),
});

/** A business-cooperation request from `/businessCooperation`, for the operators' inbox. */
export const submitCooperation = defineCall({
  path: '/api/common/businessCooperation',
  access: 'public',
  request: CooperationRequest,
  data: z.object({ id: z.number().int() }),
});
