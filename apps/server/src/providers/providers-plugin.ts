import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createBuiltinCaptcha } from './captcha/builtin-captcha';
import { offCaptcha } from './captcha/captcha-provider';
import { createSmsProvider } from './sms/create-sms-provider';
import { createDevWechat } from './wechat/dev-wechat';
import { createOfficialWechat } from './wechat/official-wechat';

/** The third-party services chosen by env (DESIGN.md §5), as `app.sms`, `app.captcha` and `app.wechat`. */
export const providersPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorate('sms', await createSmsProvider({ config: app.config, db: app.db, log: app.log }));
    if (app.config.CAPTCHA_PROVIDER === 'off')
      app.log.warn('CAPTCHA_PROVIDER=off: SMS codes are sent without a captcha');
    app.decorate('captcha', app.config.CAPTCHA_PROVIDER === 'off' ? offCaptcha : createBuiltinCaptcha(app.shortLived));
    const { config } = app;
    if (config.WECHAT_PROVIDER === 'dev') app.log.warn('WECHAT_PROVIDER=dev: WeChat login uses the local scan page');
    app.decorate(
      'wechat',
      config.WECHAT_PROVIDER === 'official'
        ? createOfficialWechat({
            mpAppId: config.WECHAT_MP_APP_ID ?? '',
            mpAppSecret: config.WECHAT_MP_APP_SECRET ?? '',
            openAppId: config.WECHAT_OPEN_APP_ID ?? '',
            openAppSecret: config.WECHAT_OPEN_APP_SECRET ?? '',
          })
        : createDevWechat(app.shortLived),
    );
  },
  { name: 'providers', dependencies: ['platform'] },
);
