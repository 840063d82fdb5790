import type { Auth } from './auth';
import type { Bus } from './bus';
import type { Config } from './config';
import type { Db } from './db';
import type { CaptchaProvider } from '../providers/captcha/captcha-provider';
import type { SmsProvider } from '../providers/sms/sms-provider';
import type { WechatProvider } from '../providers/wechat/wechat-provider';
import type { SettingsCache } from './settings';
import type { MarketEngine } from '../modules/market/market-engine';
import type { UserCache } from '../modules/account/user-cache';

import type { FastifyReply } from 'fastify';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Db;
    bus: Bus;
    auth: Auth;
    settings: SettingsCache;
    sms: SmsProvider;
    captcha: CaptchaProvider;
    wechat: WechatProvider;
    market: MarketEngine;
    /** User rows by id (account routes' context). */
    userCache: UserCache;
    /** Paths of the contract calls registered, checked against the contract by a test. */
    registeredCalls: Set<string>;
    /** Answers a page path with the SPA's index.html; false when the web app is not built. */
    sendSpaPage(reply: FastifyReply): Promise<boolean>;
  }
}
