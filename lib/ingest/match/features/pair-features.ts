// What a pair of adverts has in common, as a handful of discrete features ("price:0.01" =
// prices within 0.5–1 %, "location:precise:100" = two precise points 50–100 m apart…).
// Each feature has a weight in match-weights.ts, fitted as a logistic regression on
// labelled pairs (scripts/fit-match-weights.ts), so a pair's score is the log-odds that the
// two adverts are one home. A feature's group is the part of its key before the first ":";
// the evidence stored with a match sums the weights per group.
// The comparisons and their keys are declared in comparisons.ts; this file holds the
// comparators that pick each pair's feature numbers (feature-ids.ts).
import { distanceMetres } from "@/lib/geo";
import { hasReadableText, type MatchRecord } from "../record/match-record";
import { sameAgency } from "../evidence/match-keys";
import { comparableReferences } from "../calibration/reference-sharing";
import {
  bathroomsAsCountedBy,
  beyondRounding,
  habitFamily,
  roomsAsCountedBy,
  surfaceApart,
  surfaceAsStatedBy,
  surfaceSlack,
} from "../calibration/calibrated-reading";
import { comparePrints } from "../evidence/photo-prints";
import { COMPARED_FACTS, statedDisagreements } from "../../normalise/stated-facts/compare-facts";
import { compareFacts } from "./fact-agreement";
import { surfacesDrift } from "../calibration/surface-drift";
import { jaccard } from "../evidence/text-shingles";
import {
  COARSE_DISTANCE_BANDS,
  DISTINCTIVE_PHOTO,
  FEW_PHOTOS,
  JACCARD_BANDS,
  LOOK_ALIKE_BANDS,
  OVERLAP_BANDS,
  PLACEHOLDER_SURFACE,
  PRECISE_DISTANCE_BANDS,
  PRICE_BANDS,
  PRINT_COUNT_BANDS,
  PRINT_LOOSE_BANDS,
  PRINT_NONE,
  PRINT_SHARE_BANDS,
  ROUND_PRICE,
  SURFACE_ROUNDING_M2,
  SURFACE_SHARE_BANDS,
  TINY_SURFACE_BANDS,
} from "../settings";
import { STATED_KEYS } from "./comparisons";
import { FEATURE_KEYS, IDS } from "./feature-ids";

/** Which band a value falls in: the index of the first cut it does not exceed (cuts.length past the last). */
function bandIndex(x: number, cuts: readonly number[]): number {
  let i = 0;
  while (i < cuts.length && x > cuts[i]) i++;
  return i;
}

const { price: PRICE, surface: SURFACE, type: TYPE, family: FAMILY, photos: PHOTOS, prints: PRINTS } = IDS;
const { text: TEXT, fact: FACT, stated: STATED_OTHER, location: LOCATION, features: FEATURES } = IDS;
const AGENCY = IDS.agency.agreement;
const REFERENCE = IDS.reference.agreement;
const IDENTITY = IDS.identity.agreement;
const SAME_SOURCE = IDS.source.same;
const OTHER_PARISH = IDS.parish.other;
const LOOK_ALIKES = IDS.lookalikes.bands;
const COUNT = {
  rooms: [...IDS.rooms.apart, IDS.rooms.missing],
  bathrooms: [...IDS.bathrooms.apart, IDS.bathrooms.missing],
};

const present = <T>(x: T | null): x is T => x !== null;

function price(a: MatchRecord, b: MatchRecord): number {
  if (!present(a.price) || !present(b.price))
    return PRICE.missing[Number(a.price === null) + Number(b.price === null) - 1];
  if (a.price === b.price) return a.price % ROUND_PRICE === 0 ? PRICE.sameRound : PRICE.same;
  // a's price as b's source prices (a tax included or not), and the difference read in
  // proportion between sources whose prices drift further than the fit's (calibration-table.ts).
  let x = a.price;
  if (a.priceRatios.size) {
    x = a.price / (a.priceRatios.get(b.sourceId) ?? 1);
    // One asking price, stated with the tax on one side: round if either side's figure is.
    if (Math.round(x) === b.price)
      return a.price % ROUND_PRICE === 0 || b.price % ROUND_PRICE === 0 ? PRICE.sameRound : PRICE.same;
  }
  const difference = Math.abs(x - b.price) / Math.max(x, b.price);
  const scale = a.priceScales.size ? (a.priceScales.get(b.sourceId) ?? 1) : 1;
  return PRICE.bands[bandIndex(difference * scale, PRICE_BANDS)];
}

function surface(a: MatchRecord, b: MatchRecord): number {
  // a's surface as b's source states surfaces: some publish the useful area (calibration-table.ts).
  const x = surfaceAsStatedBy(a, b);
  const y = b.surface;
  if (!present(x) || !present(y)) return SURFACE.missing;
  if (Math.max(x, y) < PLACEHOLDER_SURFACE) return SURFACE.tiny[bandIndex(Math.abs(x - y), TINY_SURFACE_BANDS)];
  const bands = surfacesDrift(a, b) ? SURFACE.drift : SURFACE.share;
  // A surface stated to a portal's 5 or 10 m² agrees within that rounding, never exactly:
  // sibling units a few m² apart look the same there (surface-rounding.ts).
  const slack = surfaceSlack(a, b);
  const band = bandIndex(surfaceApart(x, y, slack), SURFACE_SHARE_BANDS);
  return bands[slack > SURFACE_ROUNDING_M2 ? Math.max(1, band) : band];
}

const count = (ids: number[], x: number | null, y: number | null) =>
  ids[present(x) && present(y) ? Math.min(Math.abs(x - y), 2) : 3];

// A type word no vocabulary knows ("Wohnung") is a gap in our words, not a fact of the
// home: it cannot disagree, so it is read as the same type, of the known side's family,
// and the other fields decide. Read as "other", one source's unknown words would split
// its homes (stress variant unknown-types; docs/benchmarks.md). Words that say "other"
// ("Altres") are compared as stated.
function type(a: MatchRecord, b: MatchRecord): number {
  // A portal that files houses under "Apartment" (calibration.ts) is read as the same type.
  if (a.typeUnread || b.typeUnread || habitFamily(a, b)) return TYPE.same;
  if (a.type === b.type) return TYPE.same;
  if (a.family === b.family) return TYPE.sameFamily;
  return a.family === "other" || b.family === "other" ? TYPE.unknown : TYPE.otherFamily;
}

/** AGREEMENTS' index of "stated on neither side". */
const NEITHER = 3;

/** Agreement of a pair's agencies or references (an index of AGREEMENTS). */
function agreement(x: string | null, y: string | null): number {
  if (x && y) return x === y ? 0 : 1;
  return x || y ? 2 : NEITHER;
}

function photos(a: MatchRecord, b: MatchRecord): number | null {
  const x = a.photoHashes;
  const y = b.photoHashes;
  if (!x.length || !y.length) return null;
  // Both albums are ordered by hash: one merge finds the names they share.
  let shared = 0;
  for (let i = 0, j = 0; i < x.length && j < y.length;) {
    if (x[i] < y[j]) i++;
    else if (x[i] > y[j]) j++;
    else {
      if (a.photoKeys[i] === b.photoKeys[j]) shared += a.photoCamera[i] ? 1 : DISTINCTIVE_PHOTO;
      i++;
      j++;
    }
  }
  if (shared) return PHOTOS.shared[Math.min(shared, 4) - 1];
  // Camera file names survive republishing; two such albums with none in common are two
  // shoots — between sources seen passing the same files on (camera-sharing.ts), or within one.
  if (a.cameraPhotos < 2 || b.cameraPhotos < 2) return null;
  return a.sourceId === b.sourceId || a.cameraPeers.has(b.sourceId) ? PHOTOS.cameraNoneShared : null;
}

// Precise points (exact or street): distance decides. A town-level point says "in that
// town", so for it the town (or parish) agreement comes first and distance second.
function location(a: MatchRecord, b: MatchRecord): number {
  if (a.lat === null || b.lat === null || a.lng === null || b.lng === null) return LOCATION.missing;
  const d = distanceMetres({ lat: a.lat, lng: a.lng }, { lat: b.lat, lng: b.lng });
  // Two precise points: the distance their rounding cannot explain, read in proportion
  // between two sources whose points of one home drift further than the fitted sets' do
  // (one hides addresses; calibration-table.ts).
  if (a.precise && b.precise) {
    const scale = a.pointScales.size ? (a.pointScales.get(b.sourceId) ?? 1) : 1;
    return LOCATION.precise[bandIndex(beyondRounding(d, a, b) * scale, PRECISE_DISTANCE_BANDS)];
  }
  // A town-level point of a source that names only parishes says "in this parish": as
  // close as two town-level adverts of one town can be (parish-only.ts).
  if (((a.parishOnly && !a.precise) || (b.parishOnly && !b.precise)) && a.parish !== null && a.parish === b.parish)
    return LOCATION.same_town[0];
  const place = a.town === b.town ? "same_town" : a.parish === b.parish ? "same_parish" : "other_parish";
  return LOCATION[place][bandIndex(d, COARSE_DISTANCE_BANDS)];
}

// Sources translate feature lists but keep them: the same home shows the same canonical
// features or a subset; little overlap points to another home. A list in words no
// vocabulary knows cannot be compared ("features:unread", never fitted, weighs 0), or one
// source's unknown wording would count against its homes (stress variant "unknown-features").
// Nor is the empty list of a source that publishes none (feature-lists.ts).
// (Lists are short and de-duplicated by normalisation: includes() beats building sets.)
function features(a: MatchRecord, b: MatchRecord): number {
  if (a.featuresUnread || b.featuresUnread || a.featuresUnlisted || b.featuresUnlisted) return FEATURES.unread;
  const x = a.features;
  const y = b.features;
  if (!x.length && !y.length) return FEATURES.none;
  if (!x.length || !y.length) return FEATURES.oneSide;
  let common = 0;
  for (const f of x) if (y.includes(f)) common++;
  if (common === x.length && common === y.length) return FEATURES.same;
  if (common === Math.min(x.length, y.length)) return FEATURES.subset;
  return FEATURES.overlap[bandIndex(common / (x.length + y.length - common), OVERLAP_BANDS)];
}

/**
 * The features of a pair that cost next to nothing: compared numbers and keys. One per
 * group; photos and parish only when they say something.
 */
export function quickFeatures(a: MatchRecord, b: MatchRecord, out: number[] = []): number[] {
  const agency =
    a.agencyKey && b.agencyKey ? (sameAgency(a.agencyKey, b.agencyKey) ? 0 : 1) : agreement(a.agencyKey, b.agencyKey);
  // References of two numbering systems say nothing: read as stated on neither side.
  const reference = comparableReferences(a, b) ? agreement(a.referenceKey, b.referenceKey) : NEITHER;
  out.push(
    price(a, b),
    surface(a, b),
    // Counts as b's source counts them: some count the living room, or a toilet (calibration-table.ts).
    count(COUNT.rooms, roomsAsCountedBy(a, b), b.rooms),
    count(COUNT.bathrooms, bathroomsAsCountedBy(a, b), b.bathrooms),
    type(a, b),
    // Look-alike units of one building are a matter of flats: the odds differ by family.
    FAMILY[
      a.family === b.family
        ? a.family
        : a.typeUnread
          ? b.family
          : b.typeUnread
            ? a.family
            : (habitFamily(a, b) ?? "mixed")
    ],
    // Agency and reference together: a reference shared with no agency named on one side
    // is another thing than one shared by the same agency.
    AGENCY[agency],
    REFERENCE[reference],
    IDENTITY[agency * 4 + reference],
  );
  if (a.sourceId === b.sourceId) out.push(SAME_SOURCE);
  const p = photos(a, b);
  if (p !== null) out.push(p);
  if (a.parish && b.parish && a.parish !== b.parish) out.push(OTHER_PARISH);
  // Agreement is worth less where one source shows sibling units that look alike.
  const alike = Math.max(a.lookAlikes, b.lookAlikes);
  if (alike > 0) out.push(LOOK_ALIKES[bandIndex(alike, LOOK_ALIKE_BANDS)]);
  facts(a, b, out);
  statedFacts(a, b, out);
  return out;
}

function prints(a: MatchRecord, b: MatchRecord, out: number[]): void {
  const p = comparePrints(a.prints, a.printWeights, b.prints, b.printWeights);
  if (!p) return;
  if (p.matched < PRINT_NONE) {
    // A few photos with none shared are missing evidence, read as no photos at all.
    if (p.smaller < FEW_PHOTOS) return;
    out.push(PRINTS.none);
  } else
    out.push(
      PRINTS.count[bandIndex(p.matched, PRINT_COUNT_BANDS)],
      PRINTS.share[bandIndex(p.share, PRINT_SHARE_BANDS)],
    );
  out.push(PRINTS.loose[bandIndex(p.loose, PRINT_LOOSE_BANDS)]);
}

function text(a: MatchRecord, b: MatchRecord, out: number[]): void {
  if (hasReadableText(a) && hasReadableText(b)) {
    if (a.language === b.language) out.push(TEXT.jaccard[bandIndex(jaccard(a.shingles, b.shingles), JACCARD_BANDS)]);
    else out.push(TEXT.otherLanguage);
  }
}

function facts(a: MatchRecord, b: MatchRecord, out: number[]): void {
  if (!a.text || !b.text) return;
  const f = compareFacts(a.text, b.text);
  if (f.floor) out.push(FACT.floor[(f.floor + 1) >> 1]);
  if (f.unit) out.push(FACT.unit[(f.unit + 1) >> 1]);
  if (f.building) out.push(FACT.building[(f.building + 1) >> 1]);
  if (f.street) out.push(FACT.street[(f.street + 1) >> 1]);
  if (f.sharedNumbers) out.push(FACT.numbers[Math.min(f.sharedNumbers, 2)]);
  else if (f.bothNumbered) out.push(FACT.numbers[0]);
}

/** Each STATED_KEYS fact's bit in statedDisagreements(), with its feature number. */
const STATED_BITS = STATED_KEYS.map((key) => [1 << COMPARED_FACTS.indexOf(key), STATED_OTHER[key]] as const);

function statedFacts(a: MatchRecord, b: MatchRecord, out: number[]): void {
  const differ = statedDisagreements(a.stated, b.stated);
  if (differ) for (const [bit, id] of STATED_BITS) if (differ & bit) out.push(id);
}

export function costlyFeatures(a: MatchRecord, b: MatchRecord, out: number[] = []): number[] {
  out.push(location(a, b), features(a, b));
  prints(a, b, out);
  text(a, b, out);
  return out;
}

/** Every feature key of a pair (fitting and explanations). */
export const pairFeatures = (a: MatchRecord, b: MatchRecord): string[] =>
  costlyFeatures(a, b, quickFeatures(a, b)).map((n) => FEATURE_KEYS[n]);

/** The group a feature key belongs to ("price:0.01" → "price"). */
export const groupOf = (key: string) => key.slice(0, key.indexOf(":"));
