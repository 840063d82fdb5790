import type { Auth } from './auth';
import type { Bus } from './bus';
import type { Config } from './config';
import type { Db } from './db';
import type { RedisLink } from './redis';
import type { ShortLivedStore } from './short-lived-store';
import type { CaptchaProvider } from '../providers/captcha/captcha-provider';
import type { SmsProvider } from '../providers/sms/sms-provider';
import type { WechatProvider } from '../providers/wechat/wechat-provider';
import type { SettingsCache } from './settings';
import type { MarketReplica } from '../modules/market/market-replica';
import type { UserCache } from '../modules/account/user-cache';

import type { FastifyReply } from 'fastify';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Db;
    /** The scale path's Redis (REDIS_URL), or null in one process. */
    redis: RedisLink | null;
    bus: Bus;
    /** Captcha challenges, one-time codes and failure windows, shared by every process. */
    shortLived: ShortLivedStore;
    auth: Auth;
    settings: SettingsCache;
    sms: SmsProvider;
    captcha: CaptchaProvider;
    wechat: WechatProvider;
    /** The market as the elected engine publishes it (market-plugin.ts). */
    market: MarketReplica;
    /** Named figures /healthz reports beside its own (the market's role on the scale path). */
    healthFacts: Map<string, () => string>;
    /** User rows by id (account routes' context). */
    userCache: UserCache;
    /** Paths of the contract calls registered, checked against the contract by a test. */
    registeredCalls: Set<string>;
    /** Answers a page path with the SPA's index.html; false when the web app is not built. */
    sendSpaPage(reply: FastifyReply): Promise<boolean>;
  }
}
