// The signals of a pair of adverts, one band function each: price, surface, counts,
// location, features, description wording, photo names. Each returns a weight that
// approximates the log-likelihood ratio of its band (same home vs different homes) as
// measured on labelled pairs (scripts/analyse-dedup.ts), rounded and shrunk towards zero
// where the development set is more clear-cut than real feeds are likely to be.
import { distanceMetres } from "@/lib/geo";
import { isCameraName, type MatchRecord } from "./record";
import type { TextFacts } from "./text-facts";

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

/** At most this much evidence for a match from the text's facts (they never make one alone). */
export const MAX_TEXT = 2.5;

const overlap = <T>(a: T[], b: T[]) => a.some((x) => b.includes(x));

/** Edit distance, for proper names spelt per language ("Unió"/"Unión", "Major"/"Mayor"). */
function editDistance(a: string, b: string): number {
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++) row[j] = Math.min(prev[j] + 1, row[j - 1] + 1, prev[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
    prev = row;
  }
  return prev[b.length];
}

/** Two names agree when one of their words (3+ letters) is spelt alike: within 2 edits, or a shared 4-letter stem. */
const sameName = (x: string, y: string) => {
  const xs = x.slice(2).split(" ");
  const ys = y.slice(2).split(" ");
  return xs.some((u) => ys.some((v) => (u.length >= 4 && v.startsWith(u.slice(0, 4))) || editDistance(u, v) <= Math.min(2, u.length >> 2, v.length >> 2)));
};

// Facts the text states (text-facts.ts). Another floor or door is the one thing that tells
// sibling units of a building apart, and is rarely misstated: strong evidence against. A
// shared building name, street or number is mild evidence for (siblings share those too).
// A fact stated on one side only says nothing: portals shorten texts.
/** The text's facts compared; weights are set by reasoning (the dev set's texts state none). */
export function textSignals(a: TextFacts | null, b: TextFacts | null): Record<string, number> {
  const s: Record<string, number> = {};
  if (!a || !b) return s;
  if (a.floors.length && b.floors.length) s.floor = overlap(a.floors, b.floors) ? 1.5 : -6;
  const kinds = new Set(a.units.map((u) => u.split(":")[0]).filter((k) => b.units.some((u) => u.startsWith(`${k}:`))));
  for (const k of kinds) {
    const same = overlap(a.units.filter((u) => u.startsWith(`${k}:`)), b.units);
    s.unit = Math.min(s.unit ?? 1, same ? 1 : -5);
  }
  for (const [prefix, key, agree, differ] of [["b:", "building", 1, -2], ["s:", "street", 0.5, -1.5]] as const) {
    const x = a.names.filter((n) => n.startsWith(prefix));
    const y = b.names.filter((n) => n.startsWith(prefix));
    if (x.length && y.length) s[key] = x.some((n) => y.some((m) => sameName(n, m))) ? agree : differ;
  }
  const shared = a.numbers.filter((n) => b.numbers.includes(n)).length;
  if (shared) s.numbers = shared >= 2 ? 1.5 : 0.8;
  // Cap what the text adds in favour; what it says against stands in full.
  let positive = 0;
  for (const [k, v] of Object.entries(s)) {
    if (v <= 0) continue;
    const allowed = Math.max(0, Math.min(v, MAX_TEXT - positive));
    positive += allowed;
    if (allowed) s[k] = allowed;
    else delete s[k];
  }
  return s;
}
