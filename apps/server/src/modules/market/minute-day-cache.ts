import type { Bar } from '@vce/market-core/bar';

interface CachedDay {
  /** The stored chunk's `updated_at` when it was decoded: a rewrite changes it. */
  version: string;
  bars: readonly Bar[];
}

/**
 * Decoded minute chunks (one series' trading day each), least recently used out first once they hold
 * more than `maxBars` bars (about 140 bytes of heap each). A day is served only while its stored
 * version is unchanged, so a rewrite by any process — the day-end flush, a CSV import — is read anew.
 */
export class MinuteDayCache {
  private readonly days = new Map<string, CachedDay>();
  private bars = 0;

  constructor(private readonly maxBars: number) {}

  get(key: string, version: string): readonly Bar[] | undefined {
    const day = this.days.get(key);
    if (day?.version !== version) return undefined;
    // A Map iterates in insertion order: moving the day to the end marks it most recently used.
    this.days.delete(key);
    this.days.set(key, day);
    return day.bars;
  }

  set(key: string, version: string, bars: readonly Bar[]) {
    this.delete(key);
    if (bars.length > this.maxBars) return;
    this.days.set(key, { version, bars });
    this.bars += bars.length;
    for (const [oldest, day] of this.days) {
      if (this.bars <= this.maxBars) break;
      this.days.delete(oldest);
      this.bars -= day.bars.length;
    }
  }

  private delete(key: string) {
    const day = this.days.get(key);
    if (!day) return;
    this.days.delete(key);
    this.bars -= day.bars.length;
  }

  /** Bars held, for tests of the bound. */
  get size() {
    return this.bars;
  }
}
