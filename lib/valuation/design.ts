// The hedonic model's inputs: a home's facts as a row of numbers. The model predicts
// log(€/m²) as a weighted sum of this row (weights in ./valuation-weights.ts, fitted by
// `npm run bench:valuation -- --write`): parish, town, type group, size (log m², its square and a slope per type group,
// so €/m² can bend with size), rooms and bathrooms (for the size and as counts), and each feature.
import { TOWNS } from "@/lib/geo/towns";
import { TYPE_GROUPS, VALUED_FEATURES, VALUED_PARISHES, type HomeFacts } from "./home";

const GROUPS = [...new Set(Object.values(TYPE_GROUPS))];
// Towns by name as ingestion stores them (Soldeu and el Tarter price unlike the rest of Canillo).
const TOWN_NAMES = [...new Set(TOWNS.map((t) => t.name))].sort();

export const DESIGN_COLUMNS: readonly string[] = [
  "intercept",
  ...VALUED_PARISHES.map((p) => `parish:${p}`),
  ...TOWN_NAMES.map((t) => `town:${t}`),
  ...GROUPS.map((g) => `type:${g}`),
  "log_m2",
  "log_m2_sq",
  "rooms_per_100m2",
  "bathrooms_per_100m2",
  "rooms_unknown",
  "log_rooms",
  "log_bathrooms",
  "bathrooms_unknown",
  ...GROUPS.map((g) => `log_m2:${g}`),
  ...VALUED_FEATURES.map((f) => `feature:${f}`),
];

/** `centre`: the log size of the typical home of the homes compared (sources differ in how they
 *  measure, so the size curve is read relative to them, not in absolute m²). */
export function designRow(h: HomeFacts, centre: number): number[] {
  const ls = Math.log(h.surfaceM2) - centre;
  const per100 = (n: number | null) => (n == null ? 0 : Math.min(n, 10) / (h.surfaceM2 / 100));
  const group = TYPE_GROUPS[h.type] ?? "flat";
  const features = new Set(h.features);
  return [
    1,
    ...VALUED_PARISHES.map((p) => (h.parish === p ? 1 : 0)),
    ...TOWN_NAMES.map((t) => (h.town === t ? 1 : 0)),
    ...GROUPS.map((g) => (g === group ? 1 : 0)),
    ls,
    ls * ls,
    Math.min(per100(h.rooms), 8),
    Math.min(per100(h.bathrooms), 6),
    h.rooms == null ? 1 : 0,
    h.rooms == null ? 0 : Math.log(1 + Math.min(h.rooms, 10)),
    h.bathrooms == null ? 0 : Math.log(1 + Math.min(h.bathrooms, 10)),
    h.bathrooms == null ? 1 : 0,
    ...GROUPS.map((g) => (g === group ? ls : 0)),
    ...VALUED_FEATURES.map((f) => (features.has(f) ? 1 : 0)),
  ];
}

/** The model's level and size centre, read from the homes it compares with (./calibrate.ts). */
export type Calibration = { level: number; centre: number };

/** log(€/m²) by the hedonic model, less its intercept (the level comes from the calibration). */
export function hedonicShape(weights: readonly number[], h: HomeFacts, centre: number): number {
  const row = designRow(h, centre);
  let sum = 0;
  for (let i = 1; i < row.length; i++) sum += row[i] * (weights[i] ?? 0);
  return sum;
}
