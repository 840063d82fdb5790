import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { migrationsFolder, openDatabase } from '../platform/db';

/*
 * Every API test file boots its own server on a database of its own. A new PGlite runs initdb and then
 * every migration (about 2 s of a 2.7 s boot here); a copy of an already migrated one starts in about
 * 0.3 s. So the migrated empty database is made once per set of migrations — a PGlite image in the
 * machine's temp directory, a template database on a PostgreSQL server — and each test starts from a
 * copy. The server still runs its migrator on the copy, which finds nothing to do; seeding is left to
 * each boot, as on a real first start.
 */

/**
 * Names the migrations as they stand: a changed or added migration makes (and uses) a new image.
 * Read once per worker (its test files share the module).
 */
let key: string | undefined;
function migrationsKey() {
  if (key) return key;
  const hash = createHash('sha256');
  for (const name of fs.readdirSync(migrationsFolder).sort()) {
    if (name.endsWith('.sql')) hash.update(name).update(fs.readFileSync(path.join(migrationsFolder, name)));
  }
  hash.update(fs.readFileSync(path.join(migrationsFolder, 'meta', '_journal.json')));
  key = hash.digest('hex').slice(0, 16);
  return key;
}

/** The image as this worker read it: PGlite only reads a `loadDataDir` blob, so its apps share one. */
let image: Blob | undefined;

/** A migrated empty embedded database as a PGlite image, made by the first test that asks on this machine. */
export async function migratedPgliteImage(): Promise<Blob> {
  if (image) return image;
  const file = path.join(os.tmpdir(), `vce-test-pglite-${migrationsKey()}.tar`);
  if (!fs.existsSync(file)) {
    const client = new PGlite();
    await migrate(drizzle(client) as never, { migrationsFolder });
    const dump = await client.dumpDataDir('none');
    await client.close();
    // Written aside and renamed: a worker starting meanwhile never reads half a file.
    const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
    fs.writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
    fs.renameSync(partial, file);
    // Images of earlier migrations are not read again (46 MB each).
    for (const name of fs.readdirSync(os.tmpdir()))
      if (/^vce-test-pglite-[0-9a-f]{16}\.tar$/.test(name) && path.join(os.tmpdir(), name) !== file)
        fs.rmSync(path.join(os.tmpdir(), name), { force: true });
  }
  image = new Blob([fs.readFileSync(file)]);
  return image;
}

const withServer = async <T>(serverUrl: string, work: (client: pg.Client) => Promise<T>) => {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
};

const databaseUrl = (serverUrl: string, name: string) => {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
};

/**
 * The migrated template database on a PostgreSQL server, made under an advisory lock by the first test
 * file that needs it (the others wait for it), with older templates of this project dropped then.
 */
async function migratedTemplate(serverUrl: string) {
  const template = `vce_template_${migrationsKey()}`;
  await withServer(serverUrl, async (client) => {
    const exists = async () =>
      (await client.query('select 1 from pg_database where datname = $1', [template])).rowCount === 1;
    if (await exists()) return;
    await client.query(`select pg_advisory_lock(hashtext('vce_template'))`);
    try {
      if (await exists()) return;
      const stale = await client.query(`select datname from pg_database where datname like 'vce\\_template\\_%'`);
      for (const { datname } of stale.rows) await client.query(`drop database if exists ${datname} with (force)`);
      const building = `${template}_building`;
      await client.query(`drop database if exists ${building}`);
      await client.query(`create database ${building}`);
      const database = await openDatabase({ url: databaseUrl(serverUrl, building), dir: null });
      await database.close();
      await client.query(`alter database ${building} rename to ${template}`);
    } finally {
      await client.query(`select pg_advisory_unlock(hashtext('vce_template'))`);
    }
  });
  return template;
}

/** A migrated database of its own on a PostgreSQL server (a copy of the template), and a way to drop it. */
export async function createScratchDatabase(serverUrl: string) {
  const template = await migratedTemplate(serverUrl);
  const name = `vce_test_${randomBytes(6).toString('hex')}`;
  await withServer(serverUrl, (client) => client.query(`create database ${name} template ${template}`));
  return {
    url: databaseUrl(serverUrl, name),
    drop: async () => {
      await withServer(serverUrl, (client) => client.query(`drop database if exists ${name} with (force)`));
    },
  };
}
