import type { LocalCallHandler } from './calls';
import type { Auth } from './auth';
import type { Bus } from './bus';
import type { Config } from './config';
import type { Db } from './db';
import type { HotLane } from './hot-lane';
import type { RedisLink } from './redis';
import type { ShortLivedStore } from './short-lived-store';
import type { SettingsCache } from './settings';
import type { SocketHub } from './socket-hub';

import type { FastifyReply } from 'fastify';

// The platform's own decorations. Each provider and module plugin declares its own beside itself
// (declaration merging), so this layer imports nothing above it.

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Db;
    /** The scale path's Redis (REDIS_URL), or null in one process. */
    redis: RedisLink | null;
    bus: Bus;
    /** The notification and chat socket's clients on this process, addressed across processes. */
    sockets: SocketHub;
    /** Captcha challenges, one-time codes and failure windows, shared by every process. */
    shortLived: ShortLivedStore;
    auth: Auth;
    /** The key of signed media addresses (signed-addresses.ts): MEDIA_URL_SECRET, or one of this start's. */
    mediaUrlSecret: string;
    settings: SettingsCache;
    /** Named figures /healthz reports beside its own (the market's role on the scale path). */
    healthFacts: Map<string, () => string>;
    /**
     * The contract calls registered, by path: checked against the contract by a test, and run
     * in-process by `invokeCall`.
     */
    registeredCalls: Map<string, LocalCallHandler>;
    /** Cached answers served in front of Fastify (hot-lane.ts). */
    hotLane: HotLane;
    /** Answers a page path with its build's document (the console's under /admin, else the site's); false when the web app is not built. */
    sendSpaPage(reply: FastifyReply): Promise<boolean>;
  }
}
