// The comparables' settings the bench measures and `--write` ships (chosen on the bench's
// out-of-sample figures; the hedonic weights and the interval quantiles are fitted).
import type { OpModel } from "@/lib/valuation/model";

export type Settings = Omit<OpModel, "weights" | "interval">;

export const SETTINGS: Settings = {
  k: 20,
  sizeScale: 0.25,
  typePenalty: 1,
  parishPenalty: 1.5,
  metresScale: 1500,
  roomPenalty: 0.3,
  featurePenalty: 2,
  tau: 0.1,
  sharpness: 2,
  confidenceAt: { medium: 0.5, high: 1.5 },
};

/** Ridge penalty of the hedonic fit. */
export const LAMBDA = 20;
/** Residual (log €/m²) beyond which a home's weight in the fit falls (Huber): mistyped surfaces. */
export const HUBER = 0.1;
