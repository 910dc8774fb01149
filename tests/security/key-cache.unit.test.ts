// Finding: a full unknown-key cache was cleared at 10,000 entries, so a flood of random
// keys emptied it for everyone. Key lookups are now cached in an LRU: the flood pushes
// out only the least recently used entries.
import { describe, expect, it } from "vitest";
import { LruTtlCache } from "@/lib/cache/lru-ttl";

describe("key lookup cache", () => {
  it("evicts the least recently used entry, one at a time, never everything", () => {
    const cache = new LruTtlCache<string | null>(1_000, 5_000);
    const t = 1_000_000;
    cache.set("busy-key", "found", t);
    for (let i = 0; i < 10_000; i += 500) {
      for (let j = i; j < i + 500; j++) cache.set(`random-${j}`, null, t);
      expect(cache.get("busy-key", t)).toBe("found"); // a key in use stays
    }
    expect(cache.size).toBe(1_000);
    expect(cache.get("busy-key", t)).toBe("found");
    expect(cache.get("random-9999", t)).toBeNull(); // the negative answer is cached too
    expect(cache.get("random-0", t)).toBeUndefined(); // the oldest went
  });

  it("forgets an entry after its time to live", () => {
    const cache = new LruTtlCache<string>(10, 5_000);
    cache.set("k", "v", 0);
    expect(cache.get("k", 4_999)).toBe("v");
    expect(cache.get("k", 5_000)).toBeUndefined();
  });
});
