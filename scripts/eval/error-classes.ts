// What the remaining errors of a consolidation have in common: each wrong merge (two homes
// in one property) and each missed pair (one home in two properties) described by the
// compared attributes that differ and those missing on a side, counted by class. A wrong
// merge whose adverts agree on every compared attribute (equal, or missing on a side) is
// one no field of the data could have separated: those make the floor, and the gap to it
// is what a better matcher could still win on precision. Besides the fields, the evidence
// the matcher reads: pictures (photo content), the description's words within a language,
// and the floor or door its text states.
import { agencyKey, photoKey, referenceKey } from "@/lib/ingest/match/evidence/match-keys";
import { comparePrints } from "@/lib/ingest/match/evidence/photo-prints";
import { compareFacts } from "@/lib/ingest/match/features/fact-agreement";
import { jaccard } from "@/lib/ingest/match/evidence/text-shingles";
import { distanceMetres } from "@/lib/geo";
import type { AdvertEvidence } from "./advert-evidence";

/** One advert as stored, with its predicted property and its true home. */
export type AdvertFacts = {
  cluster: string;
  label: string;
  operation: string;
  type: string;
  price: number | null;
  surfaceM2: number | null;
  rooms: number | null;
  bathrooms: number | null;
  agency: string | null;
  reference: string | null;
  lat: number | null;
  lng: number | null;
  town: string | null;
  parish: string | null;
  imageUrls: string[];
  /** Photo and text evidence (advert-evidence.ts); absent: not compared. */
  evidence?: AdvertEvidence;
};

type Verdict = "same" | "differs" | "missing";

/** Points this close are one place whatever their stated precision (a street-level rounding). */
const SAME_PLACE_M = 150;

const value = (x: unknown, y: unknown): Verdict =>
  x === null || x === undefined || y === null || y === undefined ? "missing" : x === y ? "same" : "differs";

function photos(a: AdvertFacts, b: AdvertFacts): Verdict {
  const x = new Set(a.imageUrls.map(photoKey).filter(Boolean));
  const y = b.imageUrls.map(photoKey).filter(Boolean);
  if (!x.size || !y.length) return "missing";
  return y.some((k) => x.has(k)) ? "same" : "differs";
}

function place(a: AdvertFacts, b: AdvertFacts): Verdict {
  if (a.lat === null || a.lng === null || b.lat === null || b.lng === null) return "missing";
  return distanceMetres({ lat: a.lat, lng: a.lng }, { lat: b.lat, lng: b.lng }) <= SAME_PLACE_M ? "same" : "differs";
}

// Evidence read as the matcher's features read it (pair-features.ts): a picture worth at
// least most of one shared, or none; shingles mostly shared, or almost none.
const SHARED_PICTURE = 0.75;
const NO_PICTURE = 0.25;
const SAME_TEXT = 0.5;
const OTHER_TEXT = 0.05;

function pictures(a?: AdvertEvidence, b?: AdvertEvidence): Verdict {
  const p = a && b ? comparePrints(a.prints, a.printWeights, b.prints, b.printWeights) : null;
  if (!p) return "missing";
  // A loose copy (a crop) is neither the same picture for sure nor another one.
  return p.matched >= SHARED_PICTURE ? "same" : p.matched + p.loose < NO_PICTURE ? "differs" : "missing";
}

function words(a?: AdvertEvidence, b?: AdvertEvidence): Verdict {
  if (!a?.shingles.length || !b?.shingles.length || !a.language || a.language !== b.language) return "missing";
  const j = jaccard(a.shingles, b.shingles);
  return j >= SAME_TEXT ? "same" : j < OTHER_TEXT ? "differs" : "missing";
}

function unit(a?: AdvertEvidence, b?: AdvertEvidence): Verdict {
  const f = compareFacts(a?.text ?? null, b?.text ?? null);
  const worst = Math.min(f.floor || 1, f.unit || 1);
  return !f.floor && !f.unit ? "missing" : worst < 0 ? "differs" : "same";
}

/** Each compared attribute of a pair: the same, different, or missing on a side. */
function compare(a: AdvertFacts, b: AdvertFacts): Record<string, Verdict> {
  return {
    operation: value(a.operation, b.operation),
    type: value(a.type, b.type),
    price: value(a.price, b.price),
    surface: value(a.surfaceM2, b.surfaceM2),
    rooms: value(a.rooms, b.rooms),
    bathrooms: value(a.bathrooms, b.bathrooms),
    agency: value(agencyKey(a.agency), agencyKey(b.agency)),
    reference: value(referenceKey(a.reference), referenceKey(b.reference)),
    point: place(a, b),
    town: value(a.town ?? a.parish, b.town ?? b.parish),
    photos: photos(a, b),
    pictures: pictures(a.evidence, b.evidence),
    text: words(a.evidence, b.evidence),
    floor_door: unit(a.evidence, b.evidence),
  };
}

/** "differ: price,surface | missing: reference" */
function classOf(verdicts: Record<string, Verdict>): string {
  const pick = (v: Verdict) =>
    Object.keys(verdicts)
      .filter((k) => verdicts[k] === v)
      .join(",") || "-";
  return `differ: ${pick("differs")} | missing: ${pick("missing")}`;
}

// Within what one home's own adverts differ by on real portals (price re-stated up to ~6 %
// and rounded, built vs useful area, a room counted more or less, a rounded point, photos
// renamed): a pair whose differences all fall inside these is one no field separates either.
const NEAR = { price: 0.08, surface: 0.2, count: 1, pointM: 300 };
const share = (x: number, y: number) => Math.abs(x - y) / Math.max(x, y, 1);

function within(a: AdvertFacts, b: AdvertFacts, attribute: string): boolean {
  switch (attribute) {
    case "price":
      return share(a.price!, b.price!) <= NEAR.price;
    case "surface":
      return share(a.surfaceM2!, b.surfaceM2!) <= NEAR.surface;
    case "rooms":
      return Math.abs(a.rooms! - b.rooms!) <= NEAR.count;
    case "bathrooms":
      return Math.abs(a.bathrooms! - b.bathrooms!) <= NEAR.count;
    case "point":
      return distanceMetres({ lat: a.lat!, lng: a.lng! }, { lat: b.lat!, lng: b.lng! }) <= NEAR.pointM;
    case "photos":
      return true;
    default:
      return false;
  }
}

export type ErrorReport = {
  wrong: Map<string, number>;
  missed: Map<string, number>;
  wrongPairs: number;
  missedPairs: number;
  /** Wrong-merge pairs with nothing that differs: no field could have separated them. */
  floor: number;
  /** Wrong-merge pairs whose every difference is within one home's own drift (NEAR). */
  nearFloor: number;
};

const bump = (m: Map<string, number>, k: string) => m.set(k, (m.get(k) ?? 0) + 1);

export function errorClasses(adverts: AdvertFacts[]): ErrorReport {
  const out: ErrorReport = {
    wrong: new Map(),
    missed: new Map(),
    wrongPairs: 0,
    missedPairs: 0,
    floor: 0,
    nearFloor: 0,
  };
  // Only pairs sharing a property or a home can be errors: group by each, not all n² pairs.
  const groups = (key: (a: AdvertFacts) => string) => {
    const m = new Map<string, AdvertFacts[]>();
    for (const a of adverts) m.set(key(a), [...(m.get(key(a)) ?? []), a]);
    return m.values();
  };
  for (const members of groups((a) => a.cluster)) {
    for (let i = 0; i < members.length; i++)
      for (let j = i + 1; j < members.length; j++) {
        if (members[i].label === members[j].label) continue;
        const v = compare(members[i], members[j]);
        out.wrongPairs++;
        bump(out.wrong, classOf(v));
        const differing = Object.keys(v).filter((k) => v[k] === "differs");
        if (!differing.length) out.floor++;
        if (differing.every((k) => within(members[i], members[j], k))) out.nearFloor++;
      }
  }
  for (const members of groups((a) => a.label)) {
    for (let i = 0; i < members.length; i++)
      for (let j = i + 1; j < members.length; j++) {
        if (members[i].cluster === members[j].cluster) continue;
        out.missedPairs++;
        bump(out.missed, classOf(compare(members[i], members[j])));
      }
  }
  return out;
}

/** The report as lines: the largest classes of each kind, the floor and the gap to it. */
export function formatErrors(r: ErrorReport, predictedPairs: number, correctPairs: number, top = 8): string[] {
  const lines: string[] = [];
  for (const [title, m, n] of [
    ["wrong merges", r.wrong, r.wrongPairs],
    ["missed pairs", r.missed, r.missedPairs],
  ] as const) {
    lines.push(`${title}: ${n} pairs, by class (attributes that differ | missing on a side):`);
    for (const [k, c] of [...m].sort((x, y) => y[1] - x[1]).slice(0, top))
      lines.push(`  ${String(c).padStart(5)}  ${k}`);
    if (m.size > top)
      lines.push(
        `  ${String(
          [...m.values()]
            .sort((x, y) => y - x)
            .slice(top)
            .reduce((a, b) => a + b, 0),
        ).padStart(5)}  in ${m.size - top} other classes`,
      );
  }
  const atFloor = predictedPairs - (r.wrongPairs - r.floor);
  const floorPrecision = atFloor ? correctPairs / atFloor : 1;
  lines.push(
    `floor: ${r.floor} of the ${r.wrongPairs} wrong-merge pairs agree on every compared attribute (no field separates them); ` +
      `gap to the floor: ${r.wrongPairs - r.floor} pairs (precision ${floorPrecision.toFixed(4)} with only the floor left)`,
    `within one home's drift: ${r.nearFloor} of the ${r.wrongPairs} wrong-merge pairs differ only as one home's adverts do ` +
      `(price ≤ 8 %, surface ≤ 20 %, rooms ±1, point ≤ 300 m, photos renamed): a floor no rule on these fields can pass; gap ${r.wrongPairs - r.nearFloor} pairs`,
  );
  return lines;
}
