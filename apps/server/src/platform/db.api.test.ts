import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { marketBarChunks } from '../db/schema/market';
import { type Database, openDatabase } from './db';

// The embedded database's bytea codec is ours (Buffer's hex): bytes must come back exactly.
let database: Database;
beforeAll(async () => {
  database = await openDatabase({ dir: null });
});
afterAll(() => database.close());

it('stores bytea exactly, a view at an offset included, and reads it back as bytes', async () => {
  const all = Uint8Array.from({ length: 256 }, (_, i) => i);
  const view = new Uint8Array(all.buffer, 3, 200);
  const { db } = database;
  await db.insert(marketBarChunks).values([
    { series: 'rb', period: '1m', chunk: '2025-01-02', bars: all },
    { series: 'rb', period: '1m', chunk: '2025-01-03', bars: view },
    { series: 'rb', period: '1m', chunk: '2025-01-06', bars: new Uint8Array(0) },
  ]);
  const rows = await db.select().from(marketBarChunks).orderBy(marketBarChunks.chunk);
  expect(rows.map((row) => [...row.bars])).toEqual([[...all], [...view], []]);
  expect(rows[0]?.bars).toBeInstanceOf(Uint8Array);
  await expect(
    db.insert(marketBarChunks).values({ series: 'x', period: '1m', chunk: 'x', bars: 'text' as never }),
  ).rejects.toThrow();
});

it('lets the server read its sockets between two statements, inside a transaction too', async () => {
  // A callback re-queued on every turn of the event loop counts the turns taken while statements run.
  let turns = 0;
  let counting = true;
  const count = () => {
    if (!counting) return;
    turns++;
    setImmediate(count);
  };
  setImmediate(count);
  const { db } = database;
  for (let statement = 0; statement < 10; statement++) await db.execute(sql`select 1`);
  await db.transaction(async (tx) => {
    for (let statement = 0; statement < 10; statement++) await tx.execute(sql`select 1`);
  });
  counting = false;
  // At least a turn before each of the twenty statements (and the transaction's begin and commit).
  expect(turns).toBeGreaterThanOrEqual(20);
});
