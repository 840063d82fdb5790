import { randomUUID } from 'node:crypto';
import helmet from '@fastify/helmet';
import websocket from '@fastify/websocket';
import { limits } from '@vce/contract/limits';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { accountRoutes } from './modules/account/routes';
import { liveRoutes } from './modules/live/routes';
import { marketRoutes } from './modules/market/routes';
import { shellRoutes } from './modules/shell/routes';
import { authPlugin } from './platform/auth';
import { createLocalBus } from './platform/bus';
import type { Config } from './platform/config';
import { openDatabase } from './platform/db';
import { platformPlugin } from './platform/platform';
import { settingsPlugin } from './platform/settings';
import { webPlugin } from './platform/web';
import { wirePlugin } from './platform/wire';
import { seedDemoContent } from './seed/seed';

export interface BuildOptions {
  config: Config;
  /** Tests pass `null` for an in-memory PGlite database. */
  pgliteDir?: string | null;
  logger?: FastifyServerOptions['logger'];
}

/** Builds the whole server as a Fastify instance; server.ts only listens and handles signals. */
export async function buildApp({ config, pgliteDir, logger }: BuildOptions) {
  const app = Fastify({
    logger: logger ?? { level: config.LOG_LEVEL },
    bodyLimit: limits.bodyLimitBytes,
    trustProxy: config.TRUST_PROXY,
    genReqId: () => randomUUID(),
    requestIdHeader: false,
    forceCloseConnections: 'idle',
    routerOptions: { ignoreTrailingSlash: true },
  });
  // An answer sent while closing ends its keep-alive connection: otherwise close() waits for the
  // keep-alive timeout (72 s) on every connection that had a request in flight at shutdown.
  let isClosing = false;
  app.addHook('preClose', async () => {
    isClosing = true;
  });
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
    if (isClosing) reply.header('connection', 'close');
  });

  const database = await openDatabase({
    url: config.DATABASE_URL,
    dir: pgliteDir === undefined ? `${config.dataDir}/pglite` : pgliteDir,
  });
  await seedDemoContent(database.db);

  await app.register(platformPlugin, { config, database, bus: createLocalBus() });
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // antd writes its theme as inline style tags.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        connectSrc: ["'self'", 'ws:', 'wss:'],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  await app.register(wirePlugin);
  await app.register(authPlugin);
  await app.register(settingsPlugin);
  await app.register(websocket, {
    options: { maxPayload: 64 * 1024 },
    // Clients are told the server is going away (1001); the plugin's default closes without a code.
    preClose: async () => {
      for (const client of app.websocketServer.clients) client.close(1001, 'server shutting down');
    },
  });
  await app.register(webPlugin);

  await app.register(shellRoutes);
  await app.register(accountRoutes);
  await app.register(liveRoutes);
  await app.register(marketRoutes);
  return app;
}
