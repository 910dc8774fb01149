// How far two sources' prices of one home drift apart. Agencies price one home differently
// and portals lag behind a price cut, by a few per cent on most sources; the fitted price
// bands read more than 6 % apart as another home (price:0.08 weighs −1.75). A source that
// shows an older price on many of its adverts (stress variant "stale-prices": a third of
// one source's prices 5–10 % higher) drifts further for every home it lists, and those
// pairs fell apart (dedup-wide recall −5.5 points). So the spread is measured per pair of
// sources on their sure pairs (sure-pairs.ts): when four in five of them are within a
// spread wider than what the bands were fitted on, that pair's price differences are read
// in proportion, as if the two drifted as the fitted sets do. A pair that drifts less is
// read as stated: nothing is made stricter than the fit. Before that, a source that prices
// every home another way (Andorra's 4.5 % IGI included, stress variant "tax-included":
// dedup recall −4.0 points) shows as a median ratio away from 1, which is divided out.
import type { MatchRecord } from "./record";
import { SourceValues } from "./source-relation";

/** Sure pairs with both prices that a source pair needs before its spread is read. */
const MIN_PAIRS = 10;
/** The share of a pair's sure pairs whose difference sets its spread. */
const QUANTILE = 0.8;
/** The spread the price bands were fitted on: four sure pairs in five within 5 % (dedup-wide: 3.4–4.8 %). */
const FITTED_SPREAD = 0.05;

/** A common price ratio within this of 1 is one way of pricing, stated with the usual drift. */
const SAME_PRICING = 0.02;

/** Ratios within this step of each other are one way of pricing (rounding apart). */
const RATIO_STEP = 0.005;

/**
 * The ratio most sure pairs share, when at least a third share it and it is not 1 within
 * SAME_PRICING; else 1. Steps of RATIO_STEP on a log scale; the step's median is returned.
 */
function commonRatio(ratios: number[]): number {
  const steps = new Map<number, number[]>();
  for (const r of ratios) {
    const step = Math.round(Math.log(r) / RATIO_STEP);
    const list = steps.get(step);
    if (list) list.push(r);
    else steps.set(step, [r]);
  }
  let best: number[] = [];
  for (const list of steps.values()) if (list.length > best.length) best = list;
  if (best.length * 3 < ratios.length) return 1;
  const ratio = best.sort((p, q) => p - q)[Math.floor((best.length - 1) / 2)];
  return Math.abs(Math.log(ratio)) > Math.log(1 + SAME_PRICING) ? ratio : 1;
}

/**
 * What to multiply a pair of sources' differences by so that four in five of them fall
 * within `fitted`, as on the sets the bands were fitted on; 1 when they already do (nothing
 * is read stricter than the fit). Prices here, distances in point-spread.ts.
 */
export function spreadScale(differences: number[], fitted: number): number {
  const sorted = differences.toSorted((p, q) => p - q);
  const spread = sorted[Math.floor(QUANTILE * (sorted.length - 1))];
  return spread > fitted ? fitted / spread : 1;
}

export class PriceSpread {
  private scales = new SourceValues();
  private ratios = new SourceValues();

  /** What to multiply a price difference between `sourceId` and each other source by. */
  scalesOf(sourceId: string): Map<string, number> {
    return this.scales.of(sourceId);
  }

  /** The typical ratio of `sourceId`'s prices to each other source's (a tax included, say). */
  ratiosOf(sourceId: string): Map<string, number> {
    return this.ratios.of(sourceId);
  }

  /** Re-measure from the run's sure pairs (sure-pairs.ts). */
  measure(pairs: Map<string, Array<[MatchRecord, MatchRecord]>>): void {
    this.scales.clear();
    this.ratios.clear();
    for (const [key, group] of pairs) {
      const priced = group.filter(([x, y]) => x.price !== null && y.price !== null);
      if (priced.length < MIN_PAIRS) continue;
      const [a, b] = key.split("\u0000");
      // A source that prices every home another way (its prices include a tax): most sure
      // pairs state one asking price, so the most common ratio, in steps of 0.5 %, is 1
      // unless the habit is the source's. A lag on some adverts only (stale prices) spreads
      // over many steps and never makes the most common one.
      const ratio = commonRatio(priced.map(([x, y]) => x.price! / y.price!));
      if (ratio !== 1) {
        this.ratios.of(a).set(b, ratio);
        this.ratios.of(b).set(a, 1 / ratio);
      }
      const scale = spreadScale(
        priced.map(([x, y]) => Math.abs(x.price! / ratio - y.price!) / Math.max(x.price! / ratio, y.price!)),
        FITTED_SPREAD,
      );
      if (scale === 1) continue;
      this.scales.of(a).set(b, scale);
      this.scales.of(b).set(a, scale);
    }
  }
}
