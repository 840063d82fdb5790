import { describe, expect, it } from 'vitest';
import { changedBy, queryKeys } from './query-keys';

/** Every key of the registry by its name, functions called with sample arguments. */
const keysOf = (area: Record<string, unknown>) =>
  Object.entries(area).map(([name, key]) => ({
    name,
    key: (typeof key === 'function' ? key('x', 1) : key) as readonly unknown[],
  }));

describe('the query key registry', () => {
  it('starts every key with its area, so an area-wide invalidation reaches all of them', () => {
    for (const [area, keys] of Object.entries(queryKeys))
      for (const { name, key } of keysOf(keys)) expect(key[0], `${area}.${name}`).toBe(area);
  });

  it('gives two queries of an area different keys', () => {
    for (const keys of Object.values(queryKeys)) {
      const shown = keysOf(keys).map(({ key }) => JSON.stringify(key));
      expect(new Set(shown).size).toBe(shown.length);
    }
  });

  it('has a change of holdings reach the user, commerce’s pages and the quotas', () => {
    expect(changedBy.holdings).toEqual([['account'], ['commerce'], ['quota'], ['learning']]);
  });
});
