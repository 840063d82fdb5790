import type { Bar } from '../bar';
import { detectBreakouts } from './breakouts';
import { detectDojis, detectEngulfing, detectHammers } from './candle-patterns';
import { detectDivergences } from './divergence';
import { detectOpeningGaps } from './gaps';
import { type LimitMoveOptions, detectLimitMoves } from './limit-moves';
import { type PatternHit, type PatternKind, patternKinds } from './pattern-kinds';
import { detectVolumePriceMoves } from './volume-price';

export interface DetectPatternsOptions extends LimitMoveOptions {
  /** The kinds to look for; all of them when left out. */
  kinds?: readonly PatternKind[];
}

interface Detector {
  kinds: readonly PatternKind[];
  detect(bars: readonly Bar[], options: DetectPatternsOptions): PatternHit[];
}

/** Every detector with the kinds it finds, in the kinds' order; each runs with its default thresholds. */
const detectors: readonly Detector[] = [
  { kinds: ['bullishEngulfing', 'bearishEngulfing'], detect: (bars) => detectEngulfing(bars) },
  { kinds: ['hammer'], detect: (bars) => detectHammers(bars) },
  { kinds: ['doji'], detect: (bars) => detectDojis(bars) },
  { kinds: ['breakoutUp', 'breakoutDown'], detect: (bars) => detectBreakouts(bars) },
  { kinds: ['bearishDivergence', 'bullishDivergence'], detect: (bars) => detectDivergences(bars) },
  { kinds: ['volumePriceSurge', 'volumePriceDrop'], detect: (bars) => detectVolumePriceMoves(bars) },
  {
    kinds: ['limitUp', 'limitDown'],
    detect: (bars, { tick, limitFraction }) => detectLimitMoves(bars, { tick, limitFraction }),
  },
  { kinds: ['nightGapUp', 'nightGapDown'], detect: (bars, { tick }) => detectOpeningGaps(bars, { tick }) },
];

/**
 * The patterns among the bars, sorted by time. The sort is stable, so the hits of one bar keep the order
 * of the kinds. Only the detectors of the kinds asked for run.
 */
export function detectPatterns(bars: readonly Bar[], options: DetectPatternsOptions): PatternHit[] {
  const wanted = new Set(options.kinds ?? patternKinds.map(({ kind }) => kind));
  return detectors
    .filter(({ kinds }) => kinds.some((kind) => wanted.has(kind)))
    .flatMap(({ detect }) => detect(bars, options))
    .filter((hit) => wanted.has(hit.kind))
    .sort((a, b) => a.time - b.time);
}

/** The last bar that completes a pattern of the kind, as a "latest signal" shows it; undefined if none. */
export const latestHitOf = (bars: readonly Bar[], kind: PatternKind, options: Omit<DetectPatternsOptions, 'kinds'>) =>
  detectPatterns(bars, { ...options, kinds: [kind] }).at(-1);
