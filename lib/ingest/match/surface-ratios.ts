// Sources that state another floor area. Portals publish the built area or the useful one
// (80–92 % of it); a source that publishes the useful area on every advert reads each of
// its homes 8–20 % smaller than the others do, where the fitted bands barely tell one home
// from its sibling unit (stress variant "useful-area": dedup recall −6.5 points). Like the
// room count (count-offsets.ts), the measure is a habit of a pair of sources, read on their
// sure pairs (sure-pairs.ts): when half their sure pairs or more put one source's surfaces
// at a ratio of the other's beyond 5 %, that pair's surfaces are compared after dividing
// it out. A source that states the useful area only now and then keeps the median near 1
// and is read as stated.
import type { MatchRecord } from "./record";
import { SourceValues } from "./source-relation";

/** Sure pairs with both surfaces that a source pair needs before its ratio is read. */
const MIN_PAIRS = 10;
/** A median ratio within this of 1 is one measure, stated with the usual drift. */
const SAME_MEASURE = 0.05;

export class SurfaceRatios {
  private ratios = new SourceValues();

  /**
   * The typical ratio of `sourceId`'s surfaces to each other source's (absent: 1). A live
   * map shared by all adverts of the source, refilled in place by measure().
   */
  of(sourceId: string): Map<string, number> {
    return this.ratios.of(sourceId);
  }

  /** Re-measure from the run's sure pairs (sure-pairs.ts). */
  measure(pairs: Map<string, Array<[MatchRecord, MatchRecord]>>): void {
    this.ratios.clear();
    for (const [key, group] of pairs) {
      const ratios: number[] = [];
      for (const [x, y] of group) if (x.surface && y.surface) ratios.push(x.surface / y.surface);
      if (ratios.length < MIN_PAIRS) continue;
      ratios.sort((p, q) => p - q);
      const median = ratios[Math.floor((ratios.length - 1) / 2)];
      if (Math.abs(Math.log(median)) <= Math.log(1 + SAME_MEASURE)) continue;
      const [a, b] = key.split("\u0000");
      this.of(a).set(b, median);
      this.of(b).set(a, 1 / median);
    }
  }
}

/** `a`'s surface as `b`'s source would state it (null when unknown). */
export function surfaceAsStatedBy(a: MatchRecord, b: MatchRecord): number | null {
  if (a.surface === null || a.surfaceRatios.size === 0) return a.surface;
  return a.surface / (a.surfaceRatios.get(b.sourceId) ?? 1);
}
