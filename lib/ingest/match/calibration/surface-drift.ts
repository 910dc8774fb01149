// Sources that state another floor area now and then. One home's surfaces on two sources
// agree within rounding (±1 m² + 1 %, what look-alikes.ts calls the same measure) unless a
// source gives the useful area instead of the built one on some of its adverts: a habit of
// the source, shown against every other source (how often, on each development set:
// docs/benchmarks.md). Where a pair of sources drifts like that, a surface
// 10 % apart is the habit about as often as a sibling unit; where it does not, almost never.
// pair-features.ts reads the two kinds of pairs with bands of their own.
//
// Each source's rate is read from its sure pairs (calibration.ts) with every other source at
// once: two sources' adverts of one home differ at the rate 1 − (1 − d_a)(1 − d_b), and each
// d is the most likely one given the counts and a prior worth MIN_SURE_PAIRS sure pairs at
// the rate of all sources together. So a source with few sure pairs is read as the market
// at hand states surfaces, not as never drifting because it has shown little. A surface
// ratio the source applies to every advert (calibration-table.ts) is divided out first.
import { surfaceApart, surfaceSlack } from "./calibrated-reading";
import type { MatchRecord } from "../record/match-record";
import {
  PLACEHOLDER_SURFACE,
  SAME_MEASURE_SHARE,
  SURFACE_DRIFT_RATE,
  SURFACE_DRIFT_STEP,
  SURFACE_DRIFT_SWEEPS,
} from "../settings";

type Count = { n: number; apart: number };

/** Every source's rate of stating another surface than the others: one live object, refilled by measure(). */
export class SurfaceDrift {
  private rates = new Map<string, number>();
  /** The rate of a source without sure pairs: what all sources' sure pairs show together. */
  private pooled = 0;

  rate(sourceId: string): number {
    return this.rates.get(sourceId) ?? this.pooled;
  }

  /** Whether two sources' adverts of one home state surfaces apart more often than SURFACE_DRIFT_RATE. */
  between(a: string, b: string): boolean {
    return 1 - (1 - this.rate(a)) * (1 - this.rate(b)) > SURFACE_DRIFT_RATE;
  }

  /**
   * Re-measure from `pairs` (sure pairs by source pair). `ratio(a, b)`: the ratio of a's
   * surfaces to b's that a habit explains (1 when none); `prior`: the sure pairs the
   * pooled rate counts for in each source's estimate, and the least it needs to be read.
   */
  measure(pairs: Iterable<Array<[MatchRecord, MatchRecord]>>, ratio: (a: string, b: string) => number, prior: number) {
    const counts = new Map<string, Map<string, Count>>(); // source → partner → count
    const tally = (a: string, b: string, apart: boolean) => {
      let partners = counts.get(a);
      if (!partners) counts.set(a, (partners = new Map()));
      const c = partners.get(b) ?? { n: 0, apart: 0 };
      c.n++;
      if (apart) c.apart++;
      partners.set(b, c);
    };
    let n = 0;
    let apart = 0;
    for (const group of pairs)
      for (const [x, y] of group) {
        if (!x.surface || !y.surface || Math.max(x.surface, y.surface) < PLACEHOLDER_SURFACE) continue;
        const differs =
          surfaceApart(x.surface / ratio(x.sourceId, y.sourceId), y.surface, surfaceSlack(x, y)) > SAME_MEASURE_SHARE;
        tally(x.sourceId, y.sourceId, differs);
        tally(y.sourceId, x.sourceId, differs);
        n++;
        if (differs) apart++;
      }
    // Two sources at the same rate d differ at 1 − (1 − d)²: the pooled pair rate, per source.
    this.pooled = n >= prior ? 1 - Math.sqrt(1 - apart / n) : 0;
    this.rates.clear();
    for (const s of counts.keys()) this.rates.set(s, this.pooled);
    // Coordinate ascent: each source's rate given the others', until it settles.
    for (let sweep = 0; sweep < SURFACE_DRIFT_SWEEPS; sweep++)
      for (const [s, partners] of counts) this.rates.set(s, this.bestRate(partners, prior));
  }

  /** The most likely rate of one source given its counts with each partner, and the prior. */
  private bestRate(partners: Map<string, Count>, prior: number): number {
    let best = 0;
    let bestLikelihood = -Infinity;
    const log = (p: number) => Math.log(Math.min(1 - 1e-9, Math.max(1e-9, p)));
    for (let i = 0; i * SURFACE_DRIFT_STEP < 1; i++) {
      const d = i * SURFACE_DRIFT_STEP;
      let likelihood = prior * (this.pooled * log(d) + (1 - this.pooled) * log(1 - d));
      for (const [partner, c] of partners) {
        const p = 1 - (1 - d) * (1 - this.rate(partner));
        likelihood += c.apart * log(p) + (c.n - c.apart) * log(1 - p);
      }
      if (likelihood > bestLikelihood) [best, bestLikelihood] = [d, likelihood];
    }
    return best;
  }
}

/** Whether `a`'s and `b`'s sources state one home's surface apart more often than SURFACE_DRIFT_RATE. */
export const surfacesDrift = (a: MatchRecord, b: MatchRecord) => a.surfaceDrift.between(a.sourceId, b.sourceId);
