import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createBuiltinCaptcha } from './captcha/builtin-captcha';
import { offCaptcha } from './captcha/captcha-provider';
import { createSmsProvider } from './sms/create-sms-provider';

/** The third-party services chosen by env (DESIGN.md §5), as `app.sms` and `app.captcha`. */
export const providersPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorate('sms', await createSmsProvider({ config: app.config, db: app.db, log: app.log }));
    if (app.config.CAPTCHA_PROVIDER === 'off')
      app.log.warn('CAPTCHA_PROVIDER=off: SMS codes are sent without a captcha');
    app.decorate('captcha', app.config.CAPTCHA_PROVIDER === 'off' ? offCaptcha : createBuiltinCaptcha());
  },
  { name: 'providers', dependencies: ['platform'] },
);
