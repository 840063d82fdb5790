import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createBuiltinCaptcha } from './captcha/builtin-captcha';
import { type CaptchaProvider, offCaptcha } from './captcha/captcha-provider';
import type { MarketFeed } from './market/market-feed';
import { SimulatorFeed } from './market/simulator-feed';
import { createRealPayment } from './payment/create-real-payment';
import type { PaymentProvider } from './payment/payment-provider';
import { createSandboxPayment, type SandboxPayment } from './payment/sandbox-payment';
import { createSmsProvider } from './sms/create-sms-provider';
import type { SmsProvider } from './sms/sms-provider';
import { createDevWechat } from './wechat/dev-wechat';
import { createOfficialWechat } from './wechat/official-wechat';
import type { WechatProvider } from './wechat/wechat-provider';
import { catalogueProducts } from '@vce/market-core/product-spec';
import { createMediaStorage } from './storage/create-media-storage';
import type { MediaStorage } from './storage/media-storage';

declare module 'fastify' {
  interface FastifyInstance {
    sms: SmsProvider;
    captcha: CaptchaProvider;
    wechat: WechatProvider;
    /** A new feed of quotes for the market engine, opened by the engine each time it is elected. */
    createMarketFeed: () => MarketFeed;
    /** WeChat Pay and Alipay: the sandbox (with its cashier page) or the real services. */
    payment: PaymentProvider | SandboxPayment;
    /**
     * Lesson videos and report PDFs: a directory under DATA_DIR, or with MEDIA_STORAGE=s3 an
     * S3-compatible bucket that several machines share.
     */
    mediaStorage: MediaStorage;
  }
}

/**
 * The third-party services chosen by env (DESIGN.md §5), as `app.sms`, `app.captcha`, `app.wechat`,
 * `app.payment`, `app.mediaStorage` and `app.createMarketFeed`.
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
    app.decorate('payment', config.PAYMENT_PROVIDER === 'real' ? await createRealPayment(config) : createSandbox(app));
    app.decorate('mediaStorage', createMediaStorage(config, app.log));
    // MARKET_FEED has one value until a vendor's adapter is written against MarketFeed.
    app.log.warn('MARKET_FEED=simulator: quotes are simulated and labelled 模拟行情');
    app.decorate(
      'createMarketFeed',
      () => new SimulatorFeed(catalogueProducts, { seed: config.MARKET_SEED, alwaysOpen: config.MARKET_ALWAYS_OPEN }),
    );
  },
  { name: 'providers', dependencies: ['platform'] },
);

function createSandbox(app: FastifyInstance): SandboxPayment {
  app.log.warn('PAYMENT_PROVIDER=sandbox: WeChat Pay and Alipay are paid on the local cashier page (/dev/pay/cashier)');
  return createSandboxPayment({
    db: app.db,
    secret: app.config.PAYMENT_SANDBOX_SECRET,
    log: app.log,
    // The provider calls our notify endpoint as it would over the internet; in-process, the request
    // still goes through the whole route (parsing, signature check, acknowledgement).
    deliver: async ({ url, headers, body }) => {
      const answer = await app.inject({ method: 'POST', url: new URL(url).pathname, headers, payload: body });
      return { status: answer.statusCode, body: answer.body };
    },
  });
}
