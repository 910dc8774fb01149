// Results that are exact for one version of the property table. Every write to
// `property` takes a new timestamp from the change clock (lib/db/change-clock.ts, the
// invariant /v1/changes rests on), so the clock's value names a version of the whole
// table: a result computed at clock value V is exact for as long as the clock reads V.
// The cache holds entries of one version only; seeing a newer version empties it.
// Callers store a result only when the query that computed it read the same version.

export class VersionCache<T> {
  private version: string | null = null;
  private readonly entries = new Map<string, T>();

  constructor(private readonly maxEntries: number) {}

  get(version: string | null, key: string): T | undefined {
    if (version === null || version !== this.version) return undefined;
    const hit = this.entries.get(key);
    if (hit !== undefined) {
      // Most recently used last, so eviction drops the coldest entry.
      this.entries.delete(key);
      this.entries.set(key, hit);
    }
    return hit;
  }

  set(version: string | null, key: string, value: T): void {
    if (version === null) return;
    if (version !== this.version) {
      // Versions only move forward; a slower request holding an older one must not
      // throw away the newer version's entries.
      if (this.version !== null && version < this.version) return;
      this.entries.clear();
      this.version = version;
    }
    if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value as string);
    this.entries.set(key, value);
  }

  clear(): void {
    this.entries.clear();
    this.version = null;
  }
}
