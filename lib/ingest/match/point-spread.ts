// How far two sources' points of one home lie apart. Geocoders differ, so the published
// sets' exact points of one home already drift: four sure pairs in five within 110–190 m
// per pair of sources, which the fitted distance bands read (200–300 m: +1.7; 500–800 m:
// −4.2). A portal that hides addresses shows each home's point moved a few hundred metres
// (stress variant "fuzzed-points": every exact point of one source 150–450 m away, dedup
// recall −5.5 points), and every pair of its adverts with another source's falls apart.
// As with prices (price-spread.ts), the spread is measured per pair of sources on their
// sure pairs (sure-pairs.ts): when four in five of them lie within a distance wider than
// the bands were fitted on, that pair's distances are read in proportion, as if the two
// drifted as the fitted sets do. A pair that drifts less is read as stated.
import { distanceMetres } from "@/lib/geo";
import { spreadScale } from "./price-spread";
import type { MatchRecord } from "./record";
import { SourceValues } from "./source-relation";

/** Sure pairs with both points precise that a source pair needs before its spread is read. */
const MIN_PAIRS = 10;
/**
 * Metres: the spread the distance bands were fitted on, with a margin (the published sets'
 * pairs of sources with 10 sure pairs or more: 110–190 m).
 */
const FITTED_SPREAD = 250;

/**
 * The part of `metres` between two precise points that their rounding cannot explain: a
 * street-level point is a rounded coordinate, so two points of one home lie as far apart
 * as the rounding allows. What the distance bands read (pair-features.ts) and the spread.
 */
export function beyondRounding(metres: number, a: MatchRecord, b: MatchRecord): number {
  return Math.max(0, metres - a.pointRadius - b.pointRadius);
}

export class PointSpread {
  private scales = new SourceValues();

  /** What to multiply a distance between `sourceId`'s points and each other source's by. */
  scalesOf(sourceId: string): Map<string, number> {
    return this.scales.of(sourceId);
  }

  /** Re-measure from the run's sure pairs (sure-pairs.ts). */
  measure(pairs: Map<string, Array<[MatchRecord, MatchRecord]>>): void {
    this.scales.clear();
    for (const [key, group] of pairs) {
      const distances = group
        .filter(([x, y]) => x.precise && y.precise && x.lat !== null && y.lat !== null)
        .map(([x, y]) =>
          beyondRounding(distanceMetres({ lat: x.lat!, lng: x.lng! }, { lat: y.lat!, lng: y.lng! }), x, y),
        );
      if (distances.length < MIN_PAIRS) continue;
      const scale = spreadScale(distances, FITTED_SPREAD);
      if (scale === 1) continue;
      const [a, b] = key.split("\u0000");
      this.scales.of(a).set(b, scale);
      this.scales.of(b).set(a, scale);
    }
  }
}
