// A tiny in-process TTL cache with single flight: concurrent callers share one pending
// computation, and a failed computation is not cached (the next caller retries).
type Entry = { expires: number; value: Promise<unknown> };
const entries = new Map<string, Entry>();

export function cached<T>(key: string, ttlMs: number, compute: () => Promise<T>): Promise<T> {
  const now = Date.now();
  const hit = entries.get(key);
  if (hit && hit.expires > now) return hit.value as Promise<T>;
  const value = compute();
  entries.set(key, { expires: now + ttlMs, value });
  value.catch(() => {
    if (entries.get(key)?.value === value) entries.delete(key);
  });
  return value;
}

/** Drops cached values (tests that change reference data or stats inputs). */
export function clearCached(prefix = ""): void {
  for (const key of entries.keys()) if (key.startsWith(prefix)) entries.delete(key);
}
