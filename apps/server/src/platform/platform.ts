import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createLocalBus, createRedisBus } from './bus';
import type { Config } from './config';
import type { Database } from './db';
import type { RedisLink } from './redis';
import { createLocalShortLivedStore, createRedisShortLivedStore } from './short-lived-store';
import { createSocketHub } from './socket-hub';

/**
 * Makes config, database, Redis (on the scale path), the bus, the socket hub and the short-lived store available to
 * every area, answers /healthz, and closes them last on shutdown.
 */
export const platformPlugin = fp(
  async (app: FastifyInstance, options: { config: Config; database: Database; redis: RedisLink | null }) => {
    const { database, redis } = options;
    const bus = redis ? createRedisBus(redis, app.log) : createLocalBus();
    app.decorate('config', options.config);
    app.decorate('db', database.db);
    app.decorate('redis', redis);
    app.decorate('bus', bus);
    const sockets = createSocketHub(bus);
    app.decorate('sockets', sockets);
    app.decorate(
      'shortLived',
      redis ? createRedisShortLivedStore(redis.client, redis.prefix) : createLocalShortLivedStore(),
    );
    // Without a shared key (one process) media addresses are signed with one of this start's.
    app.decorate('mediaUrlSecret', options.config.MEDIA_URL_SECRET ?? randomBytes(32).toString('hex'));
    app.decorate('registeredCalls', new Map());
    const healthFacts = new Map<string, () => string>();
    app.decorate('healthFacts', healthFacts);
    // For load balancers and orchestrators: up while the database answers. Redis is reported, not
    // required: a process that lost it serves what it can until it is back.
    app.get('/healthz', async () => {
      await database.db.execute(sql`select 1`);
      return {
        status: 'ok',
        node: process.version,
        database: database.kind,
        redis: redis ? (redis.isReady() ? 'ok' : 'unreachable') : 'off',
        ...Object.fromEntries([...healthFacts].map(([name, fact]) => [name, fact()])),
      };
    });
    app.addHook('onClose', async () => {
      sockets.close();
      await bus.close();
      await redis?.close();
      await database.close();
    });
  },
  { name: 'platform' },
);
