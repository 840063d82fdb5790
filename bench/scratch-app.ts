import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/platform/config';
import { createScratchDatabase } from '../apps/server/src/test/migrated-databases';

const postgresServer = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/**
 * The app in this process on a fresh PostgreSQL database (a short market history: the groups using
 * it measure the database, not the engine); `close` stops it and drops the database.
 */
export async function startScratchApp() {
  const database = await createScratchDatabase(postgresServer);
  const config = loadConfig({
    NODE_ENV: 'development',
    LOG_LEVEL: 'silent',
    WEB_DIST: '/nonexistent',
    DATABASE_URL: database.url,
    MARKET_HISTORY_DAYS: '5',
    MARKET_MINUTE_DAYS: '1',
  });
  const app = await buildApp({ config, pgliteDir: null });
  return {
    app,
    databaseUrl: database.url,
    close: async () => {
      await app.close();
      await database.drop();
    },
  };
}
