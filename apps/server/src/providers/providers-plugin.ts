import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createBuiltinCaptcha } from './captcha/builtin-captcha';
import { type CaptchaProvider, offCaptcha } from './captcha/captcha-provider';
import type { MarketFeed } from './market/market-feed';
import { SimulatorFeed } from './market/simulator-feed';
import { createSmsProvider } from './sms/create-sms-provider';
import type { SmsProvider } from './sms/sms-provider';
import { createDevWechat } from './wechat/dev-wechat';
import { createOfficialWechat } from './wechat/official-wechat';
import type { WechatProvider } from './wechat/wechat-provider';
import { catalogueProducts } from '@vce/market-core/product-spec';

declare module 'fastify' {
  interface FastifyInstance {
    sms: SmsProvider;
    captcha: CaptchaProvider;
    wechat: WechatProvider;
    /** A new feed of quotes for the market engine, opened by the engine each time it is elected. */
    createMarketFeed: () => MarketFeed;
  }
}

/**
 * The third-party services chosen by env (DESIGN.md §5), as `app.sms`, `app.captcha`, `app.wechat`
 * and `app.createMarketFeed`.
 */
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
    // MARKET_FEED has one value until a vendor's adapter is written against MarketFeed.
    app.log.warn('MARKET_FEED=simulator: quotes are simulated and labelled 模拟行情');
    app.decorate(
      'createMarketFeed',
      () => new SimulatorFeed(catalogueProducts, { seed: config.MARKET_SEED, alwaysOpen: config.MARKET_ALWAYS_OPEN }),
    );
  },
  { name: 'providers', dependencies: ['platform'] },
);
