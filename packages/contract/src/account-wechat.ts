import { z } from 'zod';
import { mobileField, smsCodeField, visitorFields } from './account-fields';
import { LoginData } from './account-login';
import { defineCall } from './call';
import { msg } from './messages';
import { noBody } from './validation';

/** A QR login ticket: show a QR of qr_code_url, then poll checkWechatLogin. */
export const webWechatLogin = defineCall({
  path: '/api/user/webWechatLogin',
  access: 'public',
  request: noBody,
  data: z.object({ ticket: z.string(), expire_seconds: z.number().int(), qr_code_url: z.string() }),
});

/** type 1: the identity is bound and the user is logged in; type 2: not bound, bind a phone (mode 6). */
export const WechatLoginResult = z.object({
  type: z.union([z.literal(1), z.literal(2)]),
  openid: z.string(),
  userinfo: LoginData.shape.userinfo.optional(),
  is_register: z.union([z.literal(0), z.literal(1)]).optional(),
});
export const wechatTicketField = z.string({ error: msg.wechatTicketInvalid }).trim().min(1).max(64);

/** status 0 waiting, 1 scanned (answered once), -1 expired or unknown. */
export const checkWechatLogin = defineCall({
  path: '/api/user/checkWechatLogin',
  access: 'public',
  request: z.object({ ticket: wechatTicketField }),
  data: z.object({
    status: z.union([z.literal(0), z.literal(1), z.literal(-1)]),
    data: WechatLoginResult.optional(),
  }),
});

/** Website OAuth: the code WeChat hands to /wxLoginCallback, with the same branching. */
export const webChatAppLogin = defineCall({
  path: '/api/user/webChatAppLogin',
  access: 'public',
  request: z.object({ code: z.string({ error: msg.wechatCodeInvalid }).trim().min(1, msg.wechatCodeInvalid).max(128) }),
  data: WechatLoginResult,
});

/** The parameters of the website OAuth page; `url` is the page to return to, of our own site. */
export const webWechatAppLogin = defineCall({
  path: '/api/user/webWechatAppLogin',
  access: 'public',
  request: z.object({ url: z.string().trim().max(1024).default('') }),
  data: z.object({
    appid: z.string(),
    redirect_uri: z.string(),
    scope: z.literal('snsapi_login'),
    state: z.string(),
    /** The page to open: WeChat's qrconnect page, or the dev stand-in's. */
    authorize_url: z.string(),
  }),
});

/** Bind phone (mode 6): binds a just-scanned WeChat identity to the phone's account and logs in. */
export const bindPhone = defineCall({
  path: '/api/user/bindPhone',
  access: 'public',
  request: z.object({
    mobile: mobileField,
    captcha: smsCodeField,
    openid: z.string({ error: msg.wechatOpenidInvalid }).trim().min(1, msg.wechatOpenidInvalid).max(128),
    platform: z.literal('WechatWeb').default('WechatWeb'),
    ...visitorFields,
  }),
  data: LoginData,
});
