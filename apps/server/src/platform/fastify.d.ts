import type { Auth } from './auth';
import type { Bus } from './bus';
import type { Config } from './config';
import type { Db } from './db';
import type { SettingsCache } from './settings';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Db;
    bus: Bus;
    auth: Auth;
    settings: SettingsCache;
    /** Paths of the contract calls registered, checked against the contract by a test. */
    registeredCalls: Set<string>;
    /** The SPA's index.html, served for every page path; null when the web app is not built. */
    spaIndexHtml: string | null;
  }
}
