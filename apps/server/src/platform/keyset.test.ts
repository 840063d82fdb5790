import { describe, expect, it } from 'vitest';
import { keysetRows } from './keyset';

const numbers = Array.from({ length: 25 }, (_, i) => 25 - i);
/** Rows after `last` in descending order, as a store's keyset query answers them. */
const readAfter = async (last: number | null, limit: number) =>
  numbers.filter((n) => last === null || n < last).slice(0, limit);

const all = async (rows: AsyncIterable<number>) => {
  const seen: number[] = [];
  for await (const row of rows) seen.push(row);
  return seen;
};

describe('keysetRows', () => {
  it('reads every row once, batch after batch', async () => {
    expect(await all(keysetRows(readAfter, { cap: 100, batch: 10 }))).toEqual(numbers);
  });

  it('stops at the cap, asking no more than it needs', async () => {
    const asked: number[] = [];
    const rows = await all(
      keysetRows(
        (last, limit) => {
          asked.push(limit);
          return readAfter(last, limit);
        },
        { cap: 13, batch: 10 },
      ),
    );
    expect(rows).toEqual(numbers.slice(0, 13));
    expect(asked).toEqual([10, 3]);
  });
});
