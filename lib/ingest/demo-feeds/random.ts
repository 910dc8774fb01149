// Deterministic pseudo-randomness keyed by names, not by call order: the same home on the
// same portal always gets the same variation, whatever else the generator does.

/** FNV-1a of the key, then a murmur-style finaliser: a uniform number in [0, 1). */
export function rand(...key: Array<string | number>): number {
  let h = 0x811c9dc5;
  const s = key.join("\u0000");
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return (h >>> 0) / 4294967296;
}

export function pick<T>(items: readonly T[], ...key: Array<string | number>): T {
  return items[Math.floor(rand(...key) * items.length)];
}

/** A random subset of `items` (each kept with probability `p`), order kept. */
export function subset<T>(items: readonly T[], p: number, ...key: Array<string | number>): T[] {
  return items.filter((_, i) => rand(...key, i) < p);
}
