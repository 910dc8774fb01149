// Out-of-sample valuation by folds of homes: each home is valued by a model fitted without
// its fold, from comparables of its own data set outside its fold (as the API values a home
// from the other homes in the database, leaving out probable twins), next to the baseline "parish median €/m² × surface"
// of the same training homes. Interval quantiles applied to a fold come from the other folds.
import { createHash } from "node:crypto";
import { designRow } from "@/lib/valuation/design";
import { findComparables } from "@/lib/valuation/comparables";
import { calibrate } from "@/lib/valuation/calibrate";
import { CONFIDENCES, estimate, type Confidence, type OpModel } from "@/lib/valuation/model";
import { probablySameAs } from "@/lib/valuation/probably-same";
import { fitHuber } from "./ridge";
import type { BenchHome } from "./read-homes";
import { HUBER, type Settings } from "./settings";

const FOLDS = 5;
const foldOf = (id: string) => createHash("sha1").update(id).digest()[0] % FOLDS;
const setOf = (id: string) => id.slice(0, id.indexOf(":"));

export type Valued = { home: BenchHome; fold: number; model: number; baseline: number; confidence: Confidence };
export type ValuedInterval = Valued & { low: number; high: number };

/** Each data set centred on its own typical size and €/m² (as calibrate() does at run time),
 *  so sets that measure differently share one shape. */
export function fitWeights(homes: readonly BenchHome[], lambda: number, huber = HUBER): number[] {
  const rows: number[][] = [];
  const y: number[] = [];
  for (const set of bySet(homes).values()) {
    const centre = median(set.map((h) => Math.log(h.surfaceM2)));
    const level = median(set.map((h) => Math.log(h.price / h.surfaceM2)));
    for (const h of set) {
      rows.push(designRow(h, centre));
      y.push(Math.log(h.price / h.surfaceM2) - level);
    }
  }
  return fitHuber(rows, y, lambda, huber);
}

function bySet<H extends BenchHome>(homes: readonly H[]): Map<string, H[]> {
  const out = new Map<string, H[]>();
  for (const h of homes) out.set(setOf(h.id), [...(out.get(setOf(h.id)) ?? []), h]);
  return out;
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};

export function quantile(xs: readonly number[], q: number): number {
  const s = [...xs].sort((a, b) => a - b);
  if (!s.length) return 0;
  const pos = (s.length - 1) * q;
  const lo = Math.floor(pos);
  return s[lo] + (s[Math.min(lo + 1, s.length - 1)] - s[lo]) * (pos - lo);
}

function baselineOf(train: readonly BenchHome[]): (h: BenchHome) => number {
  const bySet = new Map<string, Map<string, number[]>>();
  for (const h of train) {
    const parishes = bySet.get(setOf(h.id)) ?? new Map<string, number[]>();
    bySet.set(setOf(h.id), parishes);
    for (const key of [h.parish ?? "", "*"]) parishes.set(key, [...(parishes.get(key) ?? []), h.price / h.surfaceM2]);
  }
  return (h) => {
    const parishes = bySet.get(setOf(h.id));
    const ppm = parishes?.get(h.parish ?? "") ?? parishes?.get("*") ?? [NaN];
    return median(ppm) * h.surfaceM2;
  };
}

const NO_PRINTS: readonly string[] = [];

/** Values every home out of sample (model without interval: its quantiles come next). */
export function crossValidate(input: readonly BenchHome[], m: Settings, lambda: number): Valued[] {
  const homes = input.map((h) => ({ ...h, prints: NO_PRINTS }));
  const none = { low: 0, high: 0 };
  const out: Valued[] = [];
  for (let f = 0; f < FOLDS; f++) {
    const train = homes.filter((h) => foldOf(h.id) !== f);
    const test = homes.filter((h) => foldOf(h.id) === f);
    const model: OpModel = {
      ...m,
      weights: fitWeights(train, lambda),
      interval: { low: none, medium: none, high: none },
    };
    const baseline = baselineOf(train);
    const poolBySet = bySet(train);
    const cals = new Map([...poolBySet].map(([set, pool]) => [set, calibrate(model.weights, pool)!]));
    for (const h of test) {
      const pool = poolBySet.get(setOf(h.id)) ?? [];
      const cal = cals.get(setOf(h.id))!;
      const e = estimate(
        model,
        cal,
        h,
        // Leave out probable twins as the API does (no photos here: near-identical facts only).
        findComparables(model, cal, h, pool, probablySameAs({ ...h, prints: NO_PRINTS })),
      );
      out.push({ home: h, fold: f, model: e.price, baseline: baseline(h), confidence: e.confidence });
    }
  }
  return out;
}

const logRatio = (v: Valued) => Math.log(v.home.price / v.model);

/** The 0.1 and 0.9 quantiles of log(asking / estimate) per confidence (all levels if a level has few homes). */
export function intervalQuantiles(valued: readonly Valued[]): OpModel["interval"] {
  const all = valued.map(logRatio);
  const at = (xs: number[]) => (xs.length >= 30 ? xs : all);
  return Object.fromEntries(
    CONFIDENCES.map((c) => {
      const xs = at(valued.filter((v) => v.confidence === c).map(logRatio));
      return [c, { low: quantile(xs, 0.1), high: quantile(xs, 0.9) }];
    }),
  ) as OpModel["interval"];
}

/** Each fold's intervals from the quantiles of the other folds' residuals. */
export function withIntervals(valued: readonly Valued[]): ValuedInterval[] {
  return valued.map((v) => {
    const q = intervalQuantiles(valued.filter((o) => o.fold !== v.fold))[v.confidence];
    return { ...v, low: v.model * Math.exp(q.low), high: v.model * Math.exp(q.high) };
  });
}
