import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../../platform/db';
import { createRbAlert } from '../../test/market-books';
import { createAlertStore } from './alert-store';

let database: Database;
beforeAll(async () => {
  database = await openDatabase({ dir: null });
});
afterAll(() => database.close());

describe('the alert store', () => {
  it('gives the newest alert of each kind for each product, where a restart carries on from', async () => {
    const store = createAlertStore(database.db);
    const minute = 60_000;
    await store.save([
      createRbAlert({ kind: 'surge', time: 1 * minute, text: 'older surge' }),
      createRbAlert({ kind: 'surge', time: 3 * minute, text: 'newer surge' }),
      createRbAlert({ kind: 'limit_up', time: 2 * minute, price: 3531 }),
      createRbAlert({ kind: 'surge', time: 2 * minute, symbol: 'SR', contract: 'SR605' }),
    ]);
    // In no promised order: the database's collation orders the symbols.
    const latest = (await store.latestOfEachKind()).sort((a, b) => a.time - b.time || a.kind.localeCompare(b.kind));
    expect(latest.map(({ symbol, kind, time, text }) => ({ symbol, kind, time, text }))).toEqual([
      { symbol: 'rb', kind: 'limit_up', time: 2 * minute, text: '' },
      { symbol: 'SR', kind: 'surge', time: 2 * minute, text: '' },
      { symbol: 'rb', kind: 'surge', time: 3 * minute, text: 'newer surge' },
    ]);
    expect(latest[0]).toMatchObject({ name: '螺纹钢', contract: 'rb2605', price: 3531 });
  });
});
