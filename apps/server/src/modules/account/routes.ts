import { userIndex } from '@vce/contract/account';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../platform/calls';
import { AppError } from '../../platform/errors';
import type { DevWechat } from '../../providers/wechat/dev-wechat';
import { registerDevCaptchaRoutes } from './dev-captcha-routes';
import { registerDevSmsRoutes } from './dev-sms-routes';
import { registerDevWechatRoutes } from './dev-wechat-routes';
import { registerLoginRoutes } from './login-routes';
import { registerProfileRoutes } from './profile-routes';
import { registerSmsRoutes } from './sms-routes';
import { createUserCache, type UserCache } from './user-cache';
import { toUserInfo } from './user-info';
import { wechatCallbackRoutes } from './wechat-callback-routes';
import { registerWechatRoutes } from './wechat-routes';

declare module 'fastify' {
  interface FastifyInstance {
    /** User rows by id (the account routes' context). */
    userCache: UserCache;
  }
}

export async function accountRoutes(app: FastifyInstance) {
  app.decorate('userCache', createUserCache(app.db, app.bus));
  registerCall(app, userIndex, async ({ userId, request }) => {
    const user = await app.userCache.get(userId);
    if (!user) throw AppError.needLogin();
    const nextTip = Number(await app.settings.get('vip_next_tip_seconds', 3 * 86_400));
    return { userinfo: toUserInfo(user, String(request.headers.token), nextTip) };
  });
  registerLoginRoutes(app);
  registerSmsRoutes(app);
  registerWechatRoutes(app);
  registerProfileRoutes(app);
  if (app.sms.name === 'dev') {
    registerDevSmsRoutes(app);
    registerDevCaptchaRoutes(app);
  }
  if (app.wechat.name === 'dev') registerDevWechatRoutes(app, app.wechat as DevWechat);
  else await app.register(wechatCallbackRoutes);
}
