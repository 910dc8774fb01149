// How strongly two adverts look like the same dwelling. Each signal adds a weight that
// approximates the log-likelihood ratio of its band (same home vs different homes) as
// measured on labelled pairs, rounded and shrunk towards zero where the development set
// is more clear-cut than real feeds are likely to be (agency, bathrooms, surface gaps).
// A missing value adds nothing, so sparse adverts need several agreeing signals.
import { distanceMetres } from "@/lib/geo";
import type { MatchRecord } from "./record";

export type Signals = Record<string, number>;
export type PairScore = { score: number; signals: Signals; veto: string | null };

/** Adverts scoring at least this much against a property's advert join that property... */
export const MATCH_THRESHOLD = 7;
/** The same for adverts of land, parking and premises (see Consolidator.thresholdFor). */
export const SPARSE_MATCH_THRESHOLD = 5.5;
/** ...provided they score at least this much against every other advert of that property. */
export const MEMBER_FLOOR = 3;

const ROUND_PRICE = 5000;
const MAX_LOCATION = 4;
const MAX_FEATURES = 1;
const MAX_DESCRIPTION = 1.5;

function priceSignal(a: number, b: number): number {
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
function surfaceSignal(a: number, b: number): number {
  const d = Math.abs(a - b);
  if (Math.max(a, b) < 15) return d <= 2 ? 0.5 : 0;
  if (d <= 2.5) return 4;
  if (d <= 5) return 2.5;
  if (d / Math.max(a, b) <= 0.1) return -2;
  return -5;
}

function countSignal(d: number, agree: number, offByOne: number, far: number): number {
  return d === 0 ? agree : d === 1 ? offByOne : far;
}

// Precise points: distance decides. A town-level point only says "in that town", so it
// is compared with a town's extent as tolerance. Without coordinates: town, then parish.
function locationSignal(a: MatchRecord, b: MatchRecord): number {
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
// features, or a subset; disjoint lists point to another home.
function featureSignal(a: string[], b: string[]): number {
  if (!a.length && !b.length) return 0;
  if (!a.length || !b.length) return -0.5;
  const set = new Set(a);
  const common = b.filter((f) => set.has(f)).length;
  if (common === a.length && common === b.length) return 1;
  if (common === Math.min(a.length, b.length)) return 0;
  return common / (a.length + b.length - common) >= 0.5 ? 0.3 : -1;
}

/** Jaccard similarity of two sorted hash arrays (two-pointer merge). */
function jaccard(a: Uint32Array, b: Uint32Array): number {
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

function sharedCount(a: string[], b: string[]): number {
  if (!a.length || !b.length) return 0;
  const set = new Set(a);
  return b.reduce((n, k) => n + (set.has(k) ? 1 : 0), 0);
}

export function scorePair(a: MatchRecord, b: MatchRecord): PairScore {
  const s: Signals = {};
  if (a.market !== b.market) return { score: -Infinity, signals: s, veto: "operation" };
  const bothAgencies = a.agencyKey !== null && b.agencyKey !== null;
  const sameAgency = bothAgencies && a.agencyKey === b.agencyKey;
  if (a.referenceKey && b.referenceKey) {
    if (a.referenceKey === b.referenceKey) s.reference = 8;
    // One agency gives each of its homes its own reference: two references, two homes.
    else if (sameAgency) return { score: -Infinity, signals: s, veto: "same_agency_other_reference" };
    else if (!bothAgencies) s.reference = -2;
  }
  // A portal carries one home twice only through two different agencies (DESIGN.md 4).
  // An advert the portal has withdrawn does not count: a re-post may replace it.
  if (a.sourceId === b.sourceId && (s.reference ?? 0) <= 0 && a.active && b.active) {
    if (!(bothAgencies && !sameAgency)) return { score: -Infinity, signals: s, veto: "same_source" };
    s.same_source = -1;
  }
  if (bothAgencies) s.agency = sameAgency ? 2 : -1.5;
  if (a.type === b.type) s.type = 0.2;
  else s.type = a.family === b.family ? -1 : a.family === "other" || b.family === "other" ? -1.5 : -4;
  if (a.price !== null && b.price !== null) s.price = priceSignal(a.price, b.price);
  if (a.surface !== null && b.surface !== null) s.surface = surfaceSignal(a.surface, b.surface);
  if (a.rooms !== null && b.rooms !== null) s.rooms = countSignal(Math.abs(a.rooms - b.rooms), 0.8, -1.5, -4);
  if (a.bathrooms !== null && b.bathrooms !== null) s.bathrooms = countSignal(Math.abs(a.bathrooms - b.bathrooms), 0.6, -2, -4);
  const photos = sharedCount(a.photoKeys, b.photoKeys);
  if (photos) s.photos = photos >= 3 ? 8 : photos === 2 ? 6 : 2.5;
  // Camera file names (IMG_1234, DSC01234) survive republishing; CDN hashes do not. Two
  // albums of original names with none in common are most likely two homes.
  else if (a.cameraPhotos >= 2 && b.cameraPhotos >= 2) s.photos = -3;
  // Most candidates are plainly another home: stop once even the best location, feature
  // and wording agreement could not lift the score to the member floor. Decisions are
  // unchanged (every decision compares with the floor or the higher threshold); such a
  // pair's reported score is then a partial sum.
  let partial = 0;
  for (const v of Object.values(s)) partial += v;
  if (partial + MAX_LOCATION + MAX_FEATURES + MAX_DESCRIPTION < MEMBER_FLOOR) {
    return { score: Math.round(partial * 100) / 100, signals: s, veto: null };
  }
  const loc = locationSignal(a, b);
  if (loc) s.location = loc;
  const features = featureSignal(a.features, b.features);
  if (features) s.features = features;
  const desc = jaccard(a.descWords, b.descWords);
  if (desc >= 0.8) s.description = MAX_DESCRIPTION;
  else if (desc >= 0.5) s.description = 0.8;
  let score = 0;
  for (const v of Object.values(s)) score += v;
  return { score: Math.round(score * 100) / 100, signals: s, veto: null };
}
