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
import type { UserRow } from './store';
import { createUserCache, dropUsersChangedElsewhere, type UserCache } from './user-cache';
import { userIndexAnswerOf } from './user-info';
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
  dropUsersChangedElsewhere(app.events, app.userCache);
  // Synchronous while the user's row and the settings are kept: every page load asks.
  registerCall(
    app,
    userIndex,
    ({ userId, token = '' }) => {
      const answer = (user: UserRow | undefined, nextTip: unknown) => {
        if (!user) throw AppError.needLogin();
        return userIndexAnswerOf(user, token, Number(nextTip));
      };
      const user = app.userCache.get(userId);
      const nextTip = app.settings.get('vip_next_tip_seconds', 3 * 86_400);
      return user instanceof Promise || nextTip instanceof Promise
        ? Promise.all([user, nextTip]).then(([row, seconds]) => answer(row, seconds))
        : answer(user, nextTip);
    },
    { preserialized: true },
  );
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
