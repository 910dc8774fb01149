// The bench's figures: median absolute percentage error against the asking price, the
// share of estimates within ±10 % of it, and how many asking prices fall inside [low, high].
import type { ValuedInterval } from "./cross-validate";

export type Figures = { homes: number; mdape: number; within10: number; coverage: number | null };

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
}

export function figures(valued: readonly ValuedInterval[], which: "model" | "baseline"): Figures {
  const ape = valued.map((v) => Math.abs(v[which] - v.home.price) / v.home.price);
  return {
    homes: valued.length,
    mdape: median(ape),
    within10: ape.filter((e) => e <= 0.1).length / valued.length,
    coverage:
      which === "model"
        ? valued.filter((v) => v.home.price >= v.low && v.home.price <= v.high).length / valued.length
        : null,
  };
}
