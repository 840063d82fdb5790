import { describe, expect, it } from 'vitest';
import type { Bar } from '../bar';
import { detectPatterns, latestHitOf } from './detect-patterns';
import { patternKinds } from './pattern-kinds';
import { datedBars } from './test-bars';

const options = { tick: 1, limitFraction: 0.04 };

/** Mulberry32: a seeded generator, so the random walk and what is found in it are the same on every run. */
function seededRandom(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let mixed = Math.imul(state ^ (state >>> 15), 1 | state);
    mixed = (mixed + Math.imul(mixed ^ (mixed >>> 7), 61 | mixed)) ^ mixed;
    return ((mixed ^ (mixed >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/**
 * Daily bars of a random walk on a tick of 1 from 3500: moves of up to ±2 % and now and then one held at
 * the 4 % limit, an opening jump now and then, shadows of random length and volume that now and then triples.
 */
function randomWalk(count: number, seed: number): Bar[] {
  const random = seededRandom(seed);
  const bars: Bar[] = [];
  let close = 3500;
  for (let index = 0; index < count; index++) {
    const limit = close * options.limitFraction;
    const jump = random() < 0.05 ? (random() - 0.5) * 0.03 : (random() - 0.5) * 0.002;
    const open = Math.round(close * (1 + jump));
    const move = random() < 0.03 ? Math.sign(random() - 0.5) * 0.05 : (random() - 0.5) * 0.04;
    const next = Math.round(Math.min(close + limit, Math.max(close - limit, open * (1 + move))));
    const high = Math.max(open, next) + Math.round(random() ** 2 * 40);
    const low = Math.min(open, next) - Math.round(random() ** 2 * 40);
    const volume = Math.round(1000 * (random() < 0.05 ? 3 : 0.5 + random()));
    bars.push({ time: 0, open, high, low, close: next, volume, openInterest: 50_000 });
    close = next;
  }
  return datedBars(bars);
}

describe('detectPatterns over a long random walk', () => {
  const bars = randomWalk(3000, 20250303);
  const hits = detectPatterns(bars, options);

  it('returns hits sorted by time, each on the bar it names', () => {
    expect(hits.length).toBeGreaterThan(0);
    hits.forEach((hit, position) => {
      expect(bars[hit.index]?.time).toBe(hit.time);
      expect(hit.time).toBeGreaterThanOrEqual(hits[position - 1]?.time ?? -Infinity);
    });
  });

  it('finds every kind somewhere, so none lacks a detector', () => {
    const found = new Set(hits.map((hit) => hit.kind));
    expect(patternKinds.filter(({ kind }) => !found.has(kind))).toEqual([]);
  });

  it('finds only the kinds asked for, the same hits as the full run', () => {
    const kinds = ['hammer', 'limitDown'] as const;
    const asked = detectPatterns(bars, { ...options, kinds });
    expect(asked).toEqual(hits.filter((hit) => (kinds as readonly string[]).includes(hit.kind)));
  });

  it('gives the latest hit of a kind, and none among too few bars', () => {
    expect(latestHitOf(bars, 'breakoutUp', options)).toEqual(hits.filter((hit) => hit.kind === 'breakoutUp').at(-1));
    expect(latestHitOf(bars.slice(0, 10), 'breakoutUp', options)).toBeUndefined();
  });
});

describe('the pattern kinds', () => {
  it('are each listed once with a Chinese name and an explanation', () => {
    const kinds = patternKinds.map(({ kind }) => kind);
    expect(new Set(kinds).size).toBe(kinds.length);
    for (const { name, explanation } of patternKinds) expect(`${name}${explanation}`).toMatch(/^[\u4e00-\u9fff]/);
  });
});
