// Sources that count rooms or bathrooms another way. Most feeds give bedrooms; some give
// bedrooms plus the living room (French "pièces", Catalan "estances"), so each of their
// homes reads one room more than on every other source; some count every toilet as a
// bathroom. Compared as stated, every such pair is "rooms one
// apart", the mark of a sibling unit (stress variant "pieces": dedup-wide recall −3.2
// points). The offset is a habit of a pair of sources, so it is measured on the pairs the
// data already calls one home whatever their rooms say (sure-pairs.ts). When most of a
// source pair's sure pairs are one and the same number of rooms apart, that is how the two
// count, and their rooms are compared after taking it off. One home's ordinary drift (a
// bedroom more or less on either side) keeps the most common difference at 0.
// Measured on every advert held, each time a snapshot begins (as camera-sharing.ts is).
import type { MatchRecord } from "./record";
import { SourceValues } from "./source-relation";

/**
 * Sure pairs a source pair needs before its offset is read, and the share of them that must
 * be the offset apart (more than this). A habit of counting holds on nearly every advert,
 * so at least two in three; one home's drift, or a source that counts a toilet as a
 * bathroom on some adverts only, reaches that on 15 pairs about once in a hundred pairs of
 * sources even where it touches two adverts in five (at a half, one source pair of dedup's
 * "bath-drift" variant did, and took a bathroom off every comparison with that source).
 */
const MIN_PAIRS = 15;
const MIN_SHARE = 2 / 3;

type CountField = "rooms" | "bathrooms";

export class CountOffsets {
  private offsets = new SourceValues();

  constructor(private readonly field: CountField) {}

  /**
   * How many more `sourceId` counts than each other source (absent: the same). A live
   * map shared by all adverts of the source, refilled in place by measure().
   */
  of(sourceId: string): Map<string, number> {
    return this.offsets.of(sourceId);
  }

  /** Re-measure from the run's sure pairs (sure-pairs.ts). */
  measure(pairs: Map<string, Array<[MatchRecord, MatchRecord]>>): void {
    // source pair "a\u0000b" (a < b) → how often each difference a − b occurs
    const differences = new Map<string, Map<number, number>>();
    for (const [key, group] of pairs) {
      const counts = new Map<number, number>();
      for (const [x, y] of group) {
        const [m, n] = [x[this.field], y[this.field]];
        if (m !== null && n !== null) counts.set(m - n, (counts.get(m - n) ?? 0) + 1);
      }
      if (counts.size) differences.set(key, counts);
    }

    // Each measured pair's offset (0 included), then the pairs with too few sure pairs of
    // their own through a third source measured against both, when every such path agrees.
    const known = new Map<string, number>();
    const sources = new Set<string>();
    for (const [key, counts] of differences) {
      const total = [...counts.values()].reduce((sum, n) => sum + n, 0);
      const [offset, n] = [...counts].reduce((best, c) => (c[1] > best[1] ? c : best));
      if (total < MIN_PAIRS || n <= MIN_SHARE * total) continue;
      const [a, b] = key.split("\u0000");
      known.set(`${a}\u0000${b}`, offset).set(`${b}\u0000${a}`, -offset);
      sources.add(a).add(b);
    }
    const inferred = new Map<string, number>();
    for (const a of sources) {
      for (const b of sources) {
        if (a === b || known.has(`${a}\u0000${b}`)) continue;
        const paths = new Set<number>();
        for (const c of sources) {
          const ac = known.get(`${a}\u0000${c}`);
          const cb = known.get(`${c}\u0000${b}`);
          if (ac !== undefined && cb !== undefined) paths.add(ac + cb);
        }
        if (paths.size === 1) inferred.set(`${a}\u0000${b}`, [...paths][0]);
      }
    }

    this.offsets.clear();
    for (const [key, offset] of [...known, ...inferred]) {
      const [a, b] = key.split("\u0000");
      if (offset !== 0) this.of(a).set(b, offset);
    }
  }
}

const shifted = (n: number | null, offsets: ReadonlyMap<string, number>, sourceId: string) =>
  n === null || offsets.size === 0 ? n : n - (offsets.get(sourceId) ?? 0);

/** `a`'s rooms as `b`'s source would count them (null when unknown). */
export const roomsAsCountedBy = (a: MatchRecord, b: MatchRecord) => shifted(a.rooms, a.roomOffsets, b.sourceId);

/** `a`'s bathrooms as `b`'s source would count them (null when unknown). */
export const bathroomsAsCountedBy = (a: MatchRecord, b: MatchRecord) =>
  shifted(a.bathrooms, a.bathroomOffsets, b.sourceId);
