// A bounded cache with a time to live: when full, the least recently used entry goes,
// one at a time (a Map keeps insertion order; a hit is re-inserted at the end). Used for
// API key lookups, found or not, so a flood of random keys pushes out only the oldest
// entries instead of emptying the cache for everyone.
export class LruTtlCache<V> {
  private readonly entries = new Map<string, { expires: number; value: V }>();

  constructor(
    readonly maxEntries: number,
    readonly ttlMs: number,
  ) {}

  get size(): number {
    return this.entries.size;
  }

  /** The live value, or undefined (expired entries are dropped on the way). */
  get(key: string, now = Date.now()): V | undefined {
    const hit = this.entries.get(key);
    if (!hit) return undefined;
    this.entries.delete(key);
    if (hit.expires <= now) return undefined;
    this.entries.set(key, hit);
    return hit.value;
  }

  set(key: string, value: V, now = Date.now()): void {
    this.entries.delete(key);
    this.entries.set(key, { expires: now + this.ttlMs, value });
    while (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
  }

  clear(): void {
    this.entries.clear();
  }
}
