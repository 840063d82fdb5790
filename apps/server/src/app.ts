import { randomBytes } from 'node:crypto';
import websocket from '@fastify/websocket';
import { limits } from '@vce/contract/limits';
import { socketPaths } from '@vce/contract/socket';
import Fastify, { type FastifyServerOptions } from 'fastify';
import type { Logger } from 'pino';
import { accountRoutes } from './modules/account/routes';
import { assistantRoutes } from './modules/assistant/routes';
import { bbasRoutes } from './modules/bbas/routes';
import { cashDeskPlugin } from './modules/commerce/payment/cash-desk';
import { commerceRoutes } from './modules/commerce/routes';
import { communityRoutes } from './modules/community/routes';
import { noticeRoutes } from './modules/notices/routes';
import { learningRoutes } from './modules/learning/routes';
import { liveRoutes } from './modules/live/routes';
import { marketPlugin } from './modules/market/market-plugin';
import { loadOfficialClosures } from './modules/market/official-closures';
import { registerMarketSocket } from './modules/market/market-socket';
import { marketRoutes } from './modules/market/routes';
import { searchRoutes } from './modules/search/routes';
import { adminRoutes } from './modules/admin/routes';
import { shellRoutes } from './modules/shell/routes';
import { uploadRoutes } from './modules/uploads/upload-routes';
import { authPlugin } from './platform/auth';
import { oldHostsPlugin } from './platform/old-hosts';
import { requestLoggerFactory } from './platform/request-logger';
import type { Config } from './platform/config';
import { openConfiguredDatabase } from './platform/db';
import { domainEventsPlugin } from './platform/domain-events';
import { createHotLane } from './platform/hot-lane';
import { connectRedis } from './platform/redis';
import { compressionPlugin } from './platform/compression';
import { platformPlugin } from './platform/platform';
import { rateLimitPlugin } from './platform/rate-limit';
import { providersPlugin } from './providers/providers-plugin';
import { settingsPlugin } from './platform/settings';
import { webPlugin } from './platform/web';
import { wirePlugin } from './platform/wire';
import { seedDemoContent } from './seed/seed';

export interface BuildOptions {
  config: Config;
  /** Tests pass `null` for an in-memory PGlite database. */
  pgliteDir?: string | null;
  /** A migrated PGlite image to start from (tests: a fresh PGlite would run initdb and every migration). */
  pgliteImage?: Blob;
  logger?: FastifyServerOptions['logger'];
}

/** Builds the whole server as a Fastify instance; server.ts only listens and handles signals. */
export async function buildApp({ config, pgliteDir, pgliteImage, logger }: BuildOptions) {
  // Request ids: a random prefix per process and a counter, unique across restarts and cheaper than a UUID each.
  const bootId = randomBytes(4).toString('hex');
  let requestCount = 0;
  const nextRequestId = () => `${bootId}-${(++requestCount).toString(36)}`;
  // The logger Fastify makes is pino's (request-logger.ts).
  const hotLane = createHotLane(() => app.log as unknown as Logger, nextRequestId);
  const app = Fastify({
    logger: logger ?? { level: config.LOG_LEVEL },
    bodyLimit: limits.bodyLimitBytes,
    trustProxy: config.TRUST_PROXY,
    genReqId: nextRequestId,
    serverFactory: hotLane.serverFactory,
    requestIdHeader: false,
    forceCloseConnections: 'idle',
    // A first start generates the simulated market's history before listening (seconds, longer on a
    // busy machine): Fastify's default 10 s per plugin would abort it.
    pluginTimeout: 180_000,
    routerOptions: { ignoreTrailingSlash: true },
    childLoggerFactory: requestLoggerFactory,
  });
  app.decorate('hotLane', hotLane);
  // A keep-alive connection whose request was in flight at shutdown becomes idle only when its
  // answer is sent; without a sweep, close() would wait out the keep-alive timeout (72 s).
  app.addHook('preClose', async () => {
    hotLane.close();
    const sweep = setInterval(() => app.server.closeIdleConnections(), 50).unref();
    app.server.once('close', () => clearInterval(sweep));
  });

  // Before anything counts trading days: an operator's official list replaces a provisional year.
  await loadOfficialClosures(config.dataDir, app.log);
  // Redis first: a REDIS_URL that does not answer stops the start before any migration runs.
  const redis = config.REDIS_URL
    ? await connectRedis({ url: config.REDIS_URL, prefix: config.REDIS_PREFIX, log: app.log })
    : null;
  const database = await openConfiguredDatabase(config, pgliteDir, pgliteImage).catch(async (error: unknown) => {
    await redis?.close();
    throw error;
  });
  await seedDemoContent(database.db);

  await app.register(platformPlugin, { config, database, redis });
  await app.register(domainEventsPlugin);
  app.healthFacts.set('hot_lane_answers', () => String(hotLane.answered));
  await app.register(oldHostsPlugin);
  await app.register(wirePlugin);
  // Before any route: the plugin attaches its hook to each route as it is added.
  await app.register(compressionPlugin);
  await app.register(rateLimitPlugin);
  await app.register(authPlugin);
  await app.register(settingsPlugin);
  await app.register(providersPlugin);
  await app.register(webPlugin);
  // Before the areas that sell through it.
  await app.register(cashDeskPlugin);

  await app.register(shellRoutes);
  await app.register(accountRoutes);
  await app.register(commerceRoutes);
  await app.register(communityRoutes);
  await app.register(uploadRoutes);
  await app.register(liveRoutes);
  await app.register(noticeRoutes);
  await app.register(marketPlugin);
  // Websocket routes get a context of their own: the plugin's hooks then run on upgrades only,
  // not on every API call.
  await app.register(async (sockets) => {
    await sockets.register(websocket, {
      options: { maxPayload: 64 * 1024 },
      // Clients are told the server is going away (1001); the plugin's default closes without a code.
      preClose: async () => {
        for (const client of sockets.websocketServer.clients) client.close(1001, 'server shutting down');
      },
    });
    sockets.get(socketPaths.notice, { websocket: true }, (socket, request) =>
      app.sockets.accept(socket, request.raw.socket),
    );
    registerMarketSocket(sockets);
  });
  await app.register(marketRoutes);
  await app.register(bbasRoutes);
  await app.register(learningRoutes);
  // Last: the assistant reads the market's and BBAS's calls.
  await app.register(assistantRoutes);
  await app.register(searchRoutes);
  await app.register(adminRoutes);
  return app;
}
