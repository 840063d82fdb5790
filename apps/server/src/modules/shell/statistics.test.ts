import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Db } from '../../platform/db';
import { createStatisticsBuffer } from './statistics';

/** Records each multi-row insert; `hold` keeps writes pending until `release` is called. */
function fakeDb() {
  const batches: unknown[][] = [];
  let gate: Promise<void> = Promise.resolve();
  let open = () => {};
  const db = {
    insert: () => ({
      values: (rows: unknown[]) => gate.then(() => void batches.push(rows)),
    }),
  } as unknown as Db;
  return {
    db,
    batches,
    rowCount: () => batches.reduce((sum, batch) => sum + batch.length, 0),
    hold() {
      gate = new Promise((resolve) => {
        open = resolve;
      });
    },
    release: () => open(),
  };
}

const click = (i: number) => ({ type: 80, path: `/p/${i}` });

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('statistics buffer', () => {
  it('holds clicks for a second, then writes them in one insert', async () => {
    const fake = fakeDb();
    const buffer = createStatisticsBuffer({ db: fake.db, onError: vi.fn() });
    for (let i = 0; i < 3; i++) buffer.add(click(i));
    await vi.advanceTimersByTimeAsync(900);
    expect(fake.batches).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(100);
    expect(fake.batches).toEqual([[click(0), click(1), click(2)]]);
  });

  it('writes at once when 200 clicks are waiting', async () => {
    const fake = fakeDb();
    const buffer = createStatisticsBuffer({ db: fake.db, onError: vi.fn() });
    for (let i = 0; i < 450; i++) buffer.add(click(i));
    await vi.advanceTimersByTimeAsync(0);
    expect(fake.batches.map((batch) => batch.length)).toEqual([200, 200]);
    await vi.advanceTimersByTimeAsync(1000);
    expect(fake.batches.map((batch) => batch.length)).toEqual([200, 200, 50]);
  });

  it('writes what is waiting when flushed at shutdown', async () => {
    const fake = fakeDb();
    const buffer = createStatisticsBuffer({ db: fake.db, onError: vi.fn() });
    buffer.add(click(1));
    await buffer.flush();
    expect(fake.rowCount()).toBe(1);
    await vi.advanceTimersByTimeAsync(2000);
    expect(fake.batches).toHaveLength(1);
  });

  it('waits for a write under way when flushed with nothing new', async () => {
    const fake = fakeDb();
    fake.hold();
    const buffer = createStatisticsBuffer({ db: fake.db, onError: vi.fn() });
    buffer.add(click(1));
    void buffer.flush();
    let isDone = false;
    const flushed = buffer.flush().then(() => {
      isDone = true;
    });
    await vi.advanceTimersByTimeAsync(10);
    expect(isDone).toBe(false);
    fake.release();
    await flushed;
    expect(fake.rowCount()).toBe(1);
  });

  it('reports a failed write and keeps writing later clicks', async () => {
    const onError = vi.fn();
    let calls = 0;
    const written: unknown[] = [];
    const db = {
      insert: () => ({
        values: (rows: unknown[]) =>
          ++calls === 1 ? Promise.reject(new Error('db down')) : Promise.resolve(void written.push(...rows)),
      }),
    } as unknown as Db;
    const buffer = createStatisticsBuffer({ db, onError });
    buffer.add(click(1));
    await buffer.flush();
    buffer.add(click(2));
    await buffer.flush();
    expect(onError).toHaveBeenCalledOnce();
    expect(written).toEqual([click(2)]);
  });

  it('drops clicks beyond 20 000 while the database is not keeping up', async () => {
    const fake = fakeDb();
    fake.hold();
    const buffer = createStatisticsBuffer({ db: fake.db, onError: vi.fn() });
    for (let i = 0; i < 30_000; i++) buffer.add(click(i));
    fake.release();
    await buffer.flush();
    expect(fake.rowCount()).toBe(20_000);
    buffer.add(click(-1));
    await buffer.flush();
    expect(fake.rowCount()).toBe(20_001);
  });
});
