import path from 'node:path';
import { setImmediate } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { PGlite, types } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from '../db/schema/all';
import { lockDirectory } from './dir-lock';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

/**
 * bytea (the packed bar chunks) through Buffer's native hex codec. PGlite's own parser builds the bytes
 * one parseInt at a time (~30 ms for a 225 KB 5000-bar 1m K-line read, ~60 % of that call's CPU) and
 * its serializer one padStart at a time (~50 ms per 225 KB, blocking the event loop on each minute's
 * bar flush); both are ~1 % of that here. Same text format both ways.
 */
const byteaCodec = {
  parsers: { [types.BYTEA]: (value: string) => Buffer.from(value.slice(2), 'hex') },
  serializers: {
    [types.BYTEA]: (value: unknown) => {
      if (!(value instanceof Uint8Array)) throw new Error('Invalid input for bytea type');
      return `\\x${Buffer.from(value.buffer, value.byteOffset, value.byteLength).toString('hex')}`;
    },
  },
};

/**
 * PGlite runs a statement synchronously in wasm and answers without leaving the microtask queue,
 * and the statements queued behind it run the same way: a crowd of requests each running a few
 * statements (the assistant's 200 questions at once) kept the server from reading new requests,
 * or sending anything, until all were done. Here each statement begins on an event-loop turn of
 * its own, once it holds the database: between two statements the server reads its sockets.
 */
class TurnTakingPGlite extends PGlite {
  override _runExclusiveQuery<T>(fn: () => Promise<T>): Promise<T> {
    return super._runExclusiveQuery(async () => {
      await setImmediate();
      return fn();
    });
  }
}

export const migrationsFolder = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../drizzle');

/**
 * The database the configuration names: DATABASE_URL's, or the embedded files under DATA_DIR (a
 * test or the bench gives its own `pgliteDir`, null for memory).
 */
export const openConfiguredDatabase = (
  config: { DATABASE_URL?: string; dataDir: string },
  pgliteDir: string | null = `${config.dataDir}/pglite`,
  pgliteImage?: Blob,
) => openDatabase({ url: config.DATABASE_URL, dir: pgliteDir, image: pgliteImage });

/**
 * PostgreSQL when a URL is given, otherwise embedded PGlite files in `dir` (or memory when
 * `dir` is null, for tests), started from a PGlite `image` (`dumpDataDir`) where one is given.
 * Migrations are applied before the handle is returned.
 */
export async function openDatabase(options: { url?: string; dir: string | null; image?: Blob }): Promise<Database> {
  if (options.url) {
    const pool = new pg.Pool({ connectionString: options.url, max: 10 });
    // An idle connection dropped by the server is replaced on next use; it must not crash the process.
    pool.on('error', () => {});
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    await migratePg(db as never, { migrationsFolder });
    return { db, kind: 'postgres', close: () => pool.end() };
  }
  // Two processes on one PGlite directory silently lose writes: the first opener locks it.
  const release = options.dir ? lockDirectory(options.dir) : () => {};
  try {
    const client = new TurnTakingPGlite({
      dataDir: options.dir ?? undefined,
      loadDataDir: options.image,
      ...byteaCodec,
    });
    const db = drizzlePglite(client, { schema }) as unknown as Db;
    await migratePglite(db as never, { migrationsFolder });
    return {
      db,
      kind: 'pglite',
      close: async () => {
        await client.close();
        release();
      },
    };
  } catch (error) {
    release();
    throw error;
  }
}
