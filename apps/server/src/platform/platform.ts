import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Bus } from './bus';
import type { Config } from './config';
import type { Database } from './db';

/** Makes config, database and bus available to every area, answers /healthz, and closes them last on shutdown. */
export const platformPlugin = fp(
  async (app: FastifyInstance, options: { config: Config; database: Database; bus: Bus }) => {
    app.decorate('config', options.config);
    app.decorate('db', options.database.db);
    app.decorate('bus', options.bus);
    app.decorate('registeredCalls', new Set<string>());
    // For load balancers and orchestrators: up, and the database answers; and which Node.js serves.
    app.get('/healthz', async () => {
      await options.database.db.execute(sql`select 1`);
      return { status: 'ok', node: process.version };
    });
    app.addHook('onClose', async () => {
      await options.bus.close();
      await options.database.close();
    });
  },
  { name: 'platform' },
);
