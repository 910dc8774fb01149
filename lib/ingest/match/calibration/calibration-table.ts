// What the matcher calibrates per pair of sources, one row per field. Sources state one
// home each their own way: a source counts the living room as a room ("pièces"), some
// count every toilet as a bathroom, one includes a tax in its prices or lags behind price
// cuts, one states the useful area instead of the built one, one moves its points to hide
// addresses. Compared as stated, each habit splits every home the source lists (the stress
// variants pieces, bath-drift, tax-included, stale-prices, useful-area, fuzzed-points;
// docs/benchmarks.md). The habits are read on the source pair's sure pairs (two
// adverts the data calls one home whatever their numbers say, calibration.ts): each row
// says how one sure pair shows the field, how the pair's values add up to a habit (null:
// no habit, read as stated) and how the habit reads from the other side. Every row waits
// for the same number of sure pairs (MIN_SURE_PAIRS, settings.ts), so no field has a minimum of its own.
import { distanceMetres } from "@/lib/geo";
import { beyondRounding } from "./calibrated-reading";
import type { MatchRecord } from "../record/match-record";
import {
  COUNT_HABIT_SHARE,
  POINT_SPREAD_FITTED,
  PRICE_RATIO_SAME,
  PRICE_SPREAD_FITTED,
  RATIO_HABIT_ONE_IN,
  RATIO_HABIT_STEP,
  SPREAD_QUANTILE,
  SURFACE_RATIO_SAME,
} from "../settings";

/** The per-source-pair maps a record holds (match-record.ts), one per row. */
export type CalibratedField =
  "roomOffsets" | "bathroomOffsets" | "priceRatios" | "priceScales" | "surfaceRatios" | "pointScales";

export type CalibrationRow = {
  field: CalibratedField;
  /** What the habit corrects (pair-features.ts reads it). */
  corrects: string;
  /** A sure pair's value (x's source sorts first); null when either side does not state it. `earlier`: this pair's habits of the rows above. */
  measure: (x: MatchRecord, y: MatchRecord, earlier: ReadonlyMap<CalibratedField, number>) => number | null;
  /** The source pair's habit from its values; null when they show none that can be told from chance. */
  summarise: (values: number[]) => number | null;
  /** The value that means "states it alike": measured, but nothing to correct. */
  neutral: number;
  /** The habit as the other source of the pair sees it. */
  reverse: (v: number) => number;
  /** Combines a→c and c→b habits for pairs short of sure pairs, when every third source agrees. */
  throughThird?: (ac: number, cb: number) => number;
  /**
   * Measured apart for sales and rentals: a portal may add its fee to sale prices only, so
   * a price habit read on its sales would misread every rental it lists.
   */
  perMarket?: boolean;
};

/** A count habit: more than two sure pairs in three one and the same number apart (0 included). */
function commonOffset(values: number[]): number | null {
  const counts = new Map<number, number>();
  for (const v of values) counts.set(v, (counts.get(v) ?? 0) + 1);
  const [offset, n] = [...counts].reduce((best, c) => (c[1] > best[1] ? c : best));
  return n > COUNT_HABIT_SHARE * values.length ? offset : null;
}

/**
 * The ratio at least a third of the sure pairs share in steps of 0.5 % (rounding apart),
 * unless within 2 % of 1 (one way of pricing with the usual drift). A lag on some adverts
 * only (stale prices) spreads over many steps and never makes the most common one.
 */
function commonRatio(ratios: number[]): number | null {
  const steps = new Map<number, number[]>();
  for (const r of ratios) {
    const step = Math.round(Math.log(r) / RATIO_HABIT_STEP);
    const list = steps.get(step);
    if (list) list.push(r);
    else steps.set(step, [r]);
  }
  let best: number[] = [];
  for (const list of steps.values()) if (list.length > best.length) best = list;
  if (best.length * RATIO_HABIT_ONE_IN < ratios.length) return null;
  const ratio = best.sort((p, q) => p - q)[Math.floor((best.length - 1) / 2)];
  return Math.abs(Math.log(ratio)) > Math.log(1 + PRICE_RATIO_SAME) ? ratio : null;
}

/**
 * What to multiply the pair's differences by so that four in five fall within `fitted`,
 * as on the sets the bands were fitted on; null when they already do (nothing is read
 * stricter than the fit).
 */
const spreadScale = (fitted: number) => (differences: number[]) => {
  const sorted = differences.toSorted((p, q) => p - q);
  const spread = sorted[Math.floor(SPREAD_QUANTILE * (sorted.length - 1))];
  return spread > fitted ? fitted / spread : null;
};

/** The median ratio when beyond `same` of 1 (a measure stated on every advert), else null. */
const medianRatio = (same: number) => (ratios: number[]) => {
  const median = ratios.toSorted((p, q) => p - q)[Math.floor((ratios.length - 1) / 2)];
  return Math.abs(Math.log(median)) > Math.log(1 + same) ? median : null;
};

const difference = (field: "rooms" | "bathrooms") => (x: MatchRecord, y: MatchRecord) =>
  x[field] !== null && y[field] !== null ? x[field] - y[field] : null;

/** Rows run in this order: a row may read the habits of the rows above it for the same pair. */
export const CALIBRATION_TABLE: readonly CalibrationRow[] = [
  {
    field: "roomOffsets",
    corrects: "rooms compared after taking off how many more one source counts",
    measure: difference("rooms"),
    summarise: commonOffset,
    neutral: 0,
    reverse: (v) => -v,
    throughThird: (ac, cb) => ac + cb,
  },
  {
    field: "bathroomOffsets",
    corrects: "bathrooms compared after taking off how many more one source counts",
    measure: difference("bathrooms"),
    summarise: commonOffset,
    neutral: 0,
    reverse: (v) => -v,
    throughThird: (ac, cb) => ac + cb,
  },
  {
    field: "priceRatios",
    corrects: "prices divided by the ratio a source prices every home at (a tax included)",
    measure: (x, y) => (x.price !== null && y.price !== null ? x.price / y.price : null),
    summarise: commonRatio,
    neutral: 1,
    reverse: (v) => 1 / v,
    perMarket: true,
  },
  {
    field: "priceScales",
    corrects: "price differences read in proportion when a pair drifts wider than 5 % (the fit's)",
    measure: (x, y, earlier) => {
      if (x.price === null || y.price === null) return null;
      const p = x.price / (earlier.get("priceRatios") ?? 1);
      return Math.abs(p - y.price) / Math.max(p, y.price);
    },
    summarise: spreadScale(PRICE_SPREAD_FITTED),
    neutral: 1,
    reverse: (v) => v,
    perMarket: true,
  },
  {
    field: "surfaceRatios",
    corrects: "surfaces divided by the ratio one source states them at (useful area, not built)",
    measure: (x, y) => (x.surface && y.surface ? x.surface / y.surface : null),
    summarise: medianRatio(SURFACE_RATIO_SAME),
    neutral: 1,
    reverse: (v) => 1 / v,
  },
  {
    field: "pointScales",
    corrects: "distances read in proportion when a pair's points lie wider apart than 250 m (the fit's 110–190 m)",
    measure: (x, y) =>
      x.precise && y.precise && x.lat !== null && y.lat !== null
        ? beyondRounding(distanceMetres({ lat: x.lat, lng: x.lng! }, { lat: y.lat, lng: y.lng! }), x, y)
        : null,
    summarise: spreadScale(POINT_SPREAD_FITTED),
    neutral: 1,
    reverse: (v) => v,
  },
];
