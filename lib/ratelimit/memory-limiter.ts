// In-process sliding-window limiter with the same arithmetic as @upstash/ratelimit's
// slidingWindow (current fixed window + the previous one weighted by how much of it
// still overlaps). Used when no Redis is configured and as the fail-open fallback when
// Redis is unreachable. Counts are per process: with several app instances each one
// enforces the limit separately (README: single-process only).
export type LimitResult = { success: boolean; limit: number; remaining: number; reset: number };

export class MemorySlidingWindow {
  private readonly counts = new Map<string, number>();
  private lastSweep = 0;

  constructor(private readonly windowMs: number) {}

  private weighted(id: string, limit: number, now: number) {
    const current = Math.floor(now / this.windowMs);
    const inCurrent = this.counts.get(`${id}:${current}`) ?? 0;
    const inPrevious = this.counts.get(`${id}:${current - 1}`) ?? 0;
    const overlap = 1 - (now % this.windowMs) / this.windowMs;
    const used = inCurrent + Math.floor(overlap * inPrevious);
    return { current, used, reset: (current + 1) * this.windowMs, remaining: Math.max(0, limit - used) };
  }

  limit(id: string, limit: number, now = Date.now()): LimitResult {
    this.sweep(now);
    const w = this.weighted(id, limit, now);
    if (w.used >= limit) return { success: false, limit, remaining: 0, reset: w.reset };
    const key = `${id}:${w.current}`;
    this.counts.set(key, (this.counts.get(key) ?? 0) + 1);
    return { success: true, limit, remaining: Math.max(0, limit - w.used - 1), reset: w.reset };
  }

  remaining(id: string, limit: number, now = Date.now()): LimitResult {
    const w = this.weighted(id, limit, now);
    return { success: w.used < limit, limit, remaining: w.remaining, reset: w.reset };
  }

  /** Forgets every count of `id`. */
  clear(id: string) {
    for (const key of this.counts.keys()) if (key.slice(0, key.lastIndexOf(":")) === id) this.counts.delete(key);
  }

  /** Forget windows older than the previous one, at most once per window. */
  private sweep(now: number) {
    if (now - this.lastSweep < this.windowMs) return;
    this.lastSweep = now;
    const oldest = Math.floor(now / this.windowMs) - 1;
    for (const key of this.counts.keys())
      if (Number(key.slice(key.lastIndexOf(":") + 1)) < oldest) this.counts.delete(key);
  }
}
