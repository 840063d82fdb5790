/**
 * A bounded in-memory map whose entries expire: one process only (a Redis-backed store is the
 * scale path, DESIGN.md §1). Expired entries are swept when the map grows; past `max` the oldest go.
 */
export class ExpiringMap<V> {
  private readonly entries = new Map<string, { value: V; expiresAt: number }>();

  constructor(
    private readonly max = 50_000,
    private readonly now: () => number = Date.now,
  ) {}

  set(key: string, value: V, ttlMs: number): void {
    if (this.entries.size >= this.max) this.sweep();
    this.entries.set(key, { value, expiresAt: this.now() + ttlMs });
  }

  /** Removes the entry and returns its value if it had not expired: each key can be taken once. */
  take(key: string): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.entries.delete(key);
    return entry.expiresAt > this.now() ? entry.value : undefined;
  }

  clear(): void {
    this.entries.clear();
  }

  /** Reads without consuming (tests and diagnostics). */
  peek(key: string): V | undefined {
    const entry = this.entries.get(key);
    return entry && entry.expiresAt > this.now() ? entry.value : undefined;
  }

  private sweep() {
    const now = this.now();
    for (const [key, entry] of this.entries) if (entry.expiresAt <= now) this.entries.delete(key);
    for (const key of this.entries.keys()) {
      if (this.entries.size < this.max) break;
      this.entries.delete(key);
    }
  }
}
