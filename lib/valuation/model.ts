// The valuation: the hedonic estimate of a home's price, pulled towards the weighted median of what
// its comparables (adjusted to its facts) ask, the more so the closer and more numerous they are. The
// interval is the estimate times the 10th and 90th percentiles of the out-of-sample ratio of
// asking price to estimate, measured per confidence level by the bench (docs/benchmarks.md).
import { hedonicShape, type Calibration } from "./design";
import type { Comparable, HomeFacts, PricedHome } from "./home";

export const CONFIDENCES = ["low", "medium", "high"] as const;
export type Confidence = (typeof CONFIDENCES)[number];

export type OpModel = {
  /** Hedonic weights on lib/valuation/design.ts's columns (log €/m²). */
  weights: number[];
  /** Comparables kept, and the fact distance's scales (./comparables.ts). */
  k: number;
  sizeScale: number;
  typePenalty: number;
  parishPenalty: number;
  metresScale: number;
  roomPenalty: number;
  featurePenalty: number;
  /** Comparable weight = similarity^sharpness. */
  sharpness: number;
  /** The comparables' pull: weight Σsimilarity / (Σsimilarity + tau). */
  tau: number;
  /** Σsimilarity at and above which confidence is medium, high. */
  confidenceAt: { medium: number; high: number };
  /** log(asking / estimate) quantiles 0.1 and 0.9 per confidence, out of sample. */
  interval: Record<Confidence, { low: number; high: number }>;
};

export type Estimate = {
  price: number;
  low: number;
  high: number;
  confidence: Confidence;
  /** What the hedonic model alone says (bench only). */
  hedonic: number;
};

/** The weighted median, not the mean: one comparable with a mistyped surface must not drag the estimate. */
function weightedMedian(points: ReadonlyArray<{ log: number; w: number }>): number {
  const sorted = [...points].sort((a, b) => a.log - b.log);
  const half = sorted.reduce((s, p) => s + p.w, 0) / 2;
  let seen = 0;
  for (const p of sorted) if ((seen += p.w) >= half) return p.log;
  return sorted[sorted.length - 1].log;
}

export function estimate(
  m: OpModel,
  cal: Calibration,
  target: HomeFacts,
  comparables: readonly Comparable<PricedHome>[],
): Estimate {
  const hedonicLog = cal.level + hedonicShape(m.weights, target, cal.centre) + Math.log(target.surfaceM2);
  // A twin in all but identity (a sibling flat of the same building) counts far more than a
  // home that differs in several facts: weights fall faster than similarity.
  const points = comparables.map((c) => ({ log: Math.log(c.adjustedPrice), w: c.similarity ** m.sharpness }));
  const mass = points.reduce((s, p) => s + p.w, 0);
  const pull = mass / (mass + m.tau);
  const log = mass > 0 ? pull * weightedMedian(points) + (1 - pull) * hedonicLog : hedonicLog;
  const confidence: Confidence =
    mass >= m.confidenceAt.high ? "high" : mass >= m.confidenceAt.medium ? "medium" : "low";
  const q = m.interval[confidence];
  return {
    price: Math.exp(log),
    low: Math.exp(log + q.low),
    high: Math.exp(log + q.high),
    confidence,
    hedonic: Math.exp(hedonicLog),
  };
}
