// The signals of a pair of adverts, one band function each: price, surface, counts,
// location, features, description wording, photo names. Each returns a weight that
// approximates the log-likelihood ratio of its band (same home vs different homes) as
// measured on labelled pairs (scripts/analyse-dedup.ts), rounded and shrunk towards zero
// where the development set is more clear-cut than real feeds are likely to be.
import { distanceMetres } from "@/lib/geo";
import { isCameraName, type MatchRecord } from "./record";

/** Upper bounds of the signals scorePair adds last (its early exit relies on them). */
export const MAX_LOCATION = 4;
export const MAX_FEATURES = 1;
export const MAX_DESCRIPTION = 1.5;

const ROUND_PRICE = 5000;

export function priceSignal(a: number, b: number): number {
  if (a === b) return a % ROUND_PRICE === 0 ? 3 : 4; // an odd amount repeated is telling
  const r = Math.abs(a - b) / Math.max(a, b);
  if (r <= 0.005) return 2.5;
  if (r <= 0.02) return 1.2;
  if (r <= 0.035) return 0.5;
  if (r <= 0.045) return -0.5;
  if (r <= 0.06) return -2;
  if (r <= 0.1) return -3.5;
  return -5;
}

// Sources round or measure a surface slightly differently (a square metre or two); a
// larger gap is most often another home. Bands are absolute so that big surfaces are not
// matched more loosely. Tiny values (< 15 m²) are mostly placeholders and say little.
export function surfaceSignal(a: number, b: number): number {
  const d = Math.abs(a - b);
  if (Math.max(a, b) < 15) return d <= 2 ? 0.5 : 0;
  if (d <= 2.5) return 4;
  if (d <= 5) return 2.5;
  if (d / Math.max(a, b) <= 0.1) return -2;
  return -5;
}

export function countSignal(d: number, agree: number, offByOne: number, far: number): number {
  return d === 0 ? agree : d === 1 ? offByOne : far;
}

// Precise points: distance decides. A town-level point only says "in that town", so it
// is compared with a town's extent as tolerance. Without coordinates: town, then parish.
export function locationSignal(a: MatchRecord, b: MatchRecord): number {
  if (a.lat !== null && b.lat !== null && a.lng !== null && b.lng !== null) {
    const d = distanceMetres({ lat: a.lat, lng: a.lng }, { lat: b.lat, lng: b.lng });
    if (a.precise && b.precise) {
      return d <= 30 ? 4 : d <= 150 ? 3 : d <= 250 ? 2 : d <= 350 ? 0 : d <= 800 ? -2.5 : -6;
    }
    if (a.precise || b.precise) return d <= 800 ? 1.8 : d <= 1500 ? -1.5 : d <= 3000 ? -3 : -5;
    return d <= 30 ? 1.5 : d <= 800 ? 1.2 : d <= 1500 ? -0.5 : d <= 3000 ? -2.5 : -6;
  }
  if (a.town && b.town && a.town === b.town) return 1.5;
  if (a.parish && b.parish) return a.parish === b.parish ? (a.town && b.town ? -0.5 : 0) : -4;
  return 0;
}

// Sources translate feature lists but keep them: the same home shows the same (canonical)
// features, or a subset; disjoint lists point to another home. A list on one side only is
// mild evidence against: portals copy an agency's list whole or not at all.
export function featureSignal(a: string[], b: string[]): number {
  if (!a.length && !b.length) return 0;
  if (!a.length || !b.length) return -1.2;
  const set = new Set(a);
  const common = b.filter((f) => set.has(f)).length;
  if (common === a.length && common === b.length) return 1;
  if (common === Math.min(a.length, b.length)) return 0;
  return common / (a.length + b.length - common) >= 0.5 ? 0.3 : -1;
}

/** Jaccard similarity of two sorted hash arrays (two-pointer merge). */
export function jaccard(a: Uint32Array, b: Uint32Array): number {
  if (!a.length || !b.length) return 0;
  let i = 0;
  let j = 0;
  let common = 0;
  while (i < a.length && j < b.length) {
    if (a[i] === b[j]) {
      common++;
      i++;
      j++;
    } else if (a[i] < b[j]) i++;
    else j++;
  }
  return common / (a.length + b.length - common);
}

export function sharedPhotos(a: string[], b: string[]): { shared: number; distinctive: number } {
  const out = { shared: 0, distinctive: 0 };
  if (!a.length || !b.length) return out;
  const set = new Set(a);
  for (const k of b) {
    if (!set.has(k)) continue;
    out.shared++;
    if (!isCameraName(k)) out.distinctive++;
  }
  return out;
}

// One shared camera name ("IMG_4821") is often chance: with ~10,000 such names and
// thousands of albums, unrelated homes share one all the time. Two or more, or one
// distinctive name (a descriptive or hashed file name), are a re-published album.
/** Shared photo names: none, one camera name by chance, or a re-published album. */
export function photoSignal(shared: number, distinctive: number): number {
  if (shared >= 3) return 8;
  if (shared === 2) return 6;
  return distinctive ? 4 : 1.5;
}
