// How far two sources' prices of one home drift apart. Agencies price one home differently
// and portals lag behind a price cut, by a few per cent on most sources; the fitted price
// bands read more than 6 % apart as another home (price:0.08 weighs −1.75). A source that
// shows an older price on many of its adverts (stress variant "stale-prices": a third of
// one source's prices 5–10 % higher) drifts further for every home it lists, and those
// pairs fell apart (dedup-wide recall −5.5 points). So the spread is measured per pair of
// sources on their sure pairs (sure-pairs.ts): when four in five of them are within a
// spread wider than what the bands were fitted on, that pair's price differences are read
// in proportion, as if the two drifted as the fitted sets do. A pair that drifts less is
// read as stated: nothing is made stricter than the fit.
import type { MatchRecord } from "./record";

/** Sure pairs with both prices that a source pair needs before its spread is read. */
const MIN_PAIRS = 10;
/** The share of a pair's sure pairs whose difference sets its spread. */
const QUANTILE = 0.8;
/** The spread the price bands were fitted on: four sure pairs in five within 5 % (dedup-wide: 3.4–4.8 %). */
const FITTED_SPREAD = 0.05;

export class PriceSpread {
  private scales = new Map<string, Map<string, number>>();

  /**
   * What to multiply a price difference between `sourceId` and each other source by
   * (absent: 1). A live map shared by all adverts of the source, refilled by measure().
   */
  of(sourceId: string): Map<string, number> {
    let map = this.scales.get(sourceId);
    if (!map) this.scales.set(sourceId, (map = new Map()));
    return map;
  }

  /** Re-measure from the run's sure pairs (sure-pairs.ts). */
  measure(pairs: Map<string, Array<[MatchRecord, MatchRecord]>>): void {
    for (const map of this.scales.values()) map.clear();
    for (const [key, group] of pairs) {
      const differences: number[] = [];
      for (const [x, y] of group)
        if (x.price !== null && y.price !== null)
          differences.push(Math.abs(x.price - y.price) / Math.max(x.price, y.price));
      if (differences.length < MIN_PAIRS) continue;
      differences.sort((p, q) => p - q);
      const spread = differences[Math.floor(QUANTILE * (differences.length - 1))];
      if (spread <= FITTED_SPREAD) continue;
      const [a, b] = key.split("\u0000");
      this.of(a).set(b, FITTED_SPREAD / spread);
      this.of(b).set(a, FITTED_SPREAD / spread);
    }
  }
}
