// Relations between sources that the matcher re-measures each time a snapshot
// begins (camera-sharing.ts: "share camera files"; reference-sharing.ts: "number with
// different systems"). Each record holds its source's set itself, so the sets are live:
// re-measuring clears and refills them in place and every record sees the new relation
// without being touched.

export class SourceRelation {
  private sets = new Map<string, Set<string>>();

  /** The sources related to `sourceId`: one live set per source, updated in place. */
  of(sourceId: string): Set<string> {
    let set = this.sets.get(sourceId);
    if (!set) this.sets.set(sourceId, (set = new Set()));
    return set;
  }

  /** Forget every pair (before a re-measure); the sets stay the same objects. */
  clear(): void {
    for (const set of this.sets.values()) set.clear();
  }

  /** Relate `a` and `b`, both ways. */
  relate(a: string, b: string): void {
    this.of(a).add(b);
    this.of(b).add(a);
  }
}

/**
 * A number per pair of sources (how many rooms more one counts, the ratio of its surfaces
 * to the other's…), kept as one live map per source the same way: absent means the two
 * state it alike.
 */
export class SourceValues {
  private maps = new Map<string, Map<string, number>>();

  /** `sourceId`'s value against each other source: one live map per source, updated in place. */
  of(sourceId: string): Map<string, number> {
    let map = this.maps.get(sourceId);
    if (!map) this.maps.set(sourceId, (map = new Map()));
    return map;
  }

  /** Forget every value (before a re-measure); the maps stay the same objects. */
  clear(): void {
    for (const map of this.maps.values()) map.clear();
  }
}
