// What the matcher knows about one advert: the comparable attributes, pre-folded once so
// that scoring a pair does no string work.
import type { LocationPrecision, Operation, PropertyType } from "@/lib/generated/prisma/client";
import { agencyKey, isCameraName, photoKey, referenceKey } from "./match-keys";
import { isKnownFeature } from "../normalise/features";
import { namesAType } from "../normalise/vocabulary";
import { extractTextFacts, type TextFacts } from "./text-facts";
import { toPrints } from "./photo-prints";
import { foldedSentences } from "./text-shingles";
import { SurfaceDrift } from "./surface-drift";

/** The photo stage's hashes by photo URL (status ok only): lib/ingest/apply/state.ts loads them. */
export type PhotoHashes = ReadonlyMap<string, bigint>;
const NO_HASHES: PhotoHashes = new Map();

export type TypeFamily = "home_flat" | "home_house" | "land" | "parking" | "premises" | "room" | "other";

const FAMILY: Record<PropertyType, TypeFamily> = {
  flat: "home_flat",
  penthouse: "home_flat",
  duplex: "home_flat",
  studio: "home_flat",
  loft: "home_flat",
  house: "home_house",
  chalet: "home_house",
  townhouse: "home_house",
  farmhouse: "home_house",
  land: "land",
  parking: "parking",
  room: "room",
  commercial: "premises",
  office: "premises",
  industrial: "premises",
  building: "premises",
  storage: "premises",
  other: "other",
};

function typeFamily(type: PropertyType): TypeFamily {
  return FAMILY[type];
}

export type MatchRecord = {
  listingId: string;
  /**
   * Source and the source's own advert id: the same on every run, unlike listingId (a
   * random UUID). Ties are broken on it so that the same input gives the same clusters.
   */
  stableKey: string;
  propertyId: string;
  sourceId: string;
  /** Still published by its source (removed adverts stay candidates for re-posts). */
  active: boolean;
  /** The agency as compared: the stated one, or null where it is the source's own name (portal-agencies.ts). */
  agencyKey: string | null;
  /** The agency the feed states, as a key. */
  statedAgencyKey: string | null;
  referenceKey: string | null;
  /** Sale and rentals never match each other; seasonal and long rentals may. */
  market: "sale" | "rent";
  type: PropertyType;
  family: TypeFamily;
  /** The feed's type text names no type (unknown or generic words, stored as `other`): not known. */
  typeUnread: boolean;
  price: number | null;
  surface: number | null;
  rooms: number | null;
  bathrooms: number | null;
  lat: number | null;
  lng: number | null;
  precise: boolean;
  /**
   * How far the true point may lie from a precise one, in metres: 0 for an exact point, a
   * street-level one (3–4 decimals) is a rounded or truncated coordinate.
   */
  pointRadius: number;
  parish: string | null;
  town: string | null;
  /** The dHash of each distinct photo the photo stage read, as 32-bit halves (photo-prints.ts). */
  prints: Uint32Array;
  /** What each print's match is worth, 0–1, by how many adverts of one source show it (photo-rarity.ts; 1 until measured). */
  printWeights: Float64Array;
  /** The description's sentences, folded (text-shingles.ts). */
  sentences: string[];
  /** The description's 5-word shingles less its source's boilerplate (text-boilerplate.ts; empty until measured). */
  shingles: Uint32Array;
  /** The language of that text, or null (text-shingles.ts). */
  language: string | null;
  /** Photo names, in the order of `photoHashes`. */
  photoKeys: string[];
  /**
   * A 52-bit hash of each photo name, ascending: two albums are compared by merging these
   * (names are confirmed on equal hashes), which is several times faster than comparing
   * names for the millions of pairs of a run.
   */
  photoHashes: number[];
  /** 1 where the photo name of the same position is a camera's file name. */
  photoCamera: number[];
  /** How many photo names look like a camera's original file name. */
  cameraPhotos: number;
  /**
   * The sources whose albums are known to share camera file names with this advert's
   * source (camera-sharing.ts): a live set the matcher shares between all adverts of a
   * source; empty for a record no matcher holds yet.
   */
  cameraPeers: ReadonlySet<string>;
  /**
   * The sources known to number their references with another system than this advert's
   * source (reference-sharing.ts): a live set shared by all adverts of a source; empty for a
   * record no matcher holds yet.
   */
  referencesApart: ReadonlySet<string>;
  /**
   * How many rooms more this advert's source counts than another source (calibration-table.ts):
   * a live map shared by all adverts of a source; empty for a record no matcher holds yet.
   */
  roomOffsets: ReadonlyMap<string, number>;
  /** The same for bathrooms. */
  bathroomOffsets: ReadonlyMap<string, number>;
  /**
   * What to multiply a price difference with another source by (calibration-table.ts): a live
   * map shared by all adverts of a source; empty for a record no matcher holds yet.
   */
  priceScales: ReadonlyMap<string, number>;
  /** The typical ratio of this source's prices to another source's (calibration-table.ts), live as above. */
  priceRatios: ReadonlyMap<string, number>;
  /**
   * The typical ratio of this source's surfaces to another source's (calibration-table.ts): a
   * live map shared by all adverts of a source; empty for a record no matcher holds yet.
   */
  surfaceRatios: ReadonlyMap<string, number>;
  /**
   * Every source's rate of stating another surface than the others (surface-drift.ts): one
   * live object the matcher shares between all adverts; nothing drifts for a record no matcher holds yet.
   */
  surfaceDrift: SurfaceDrift;
  /**
   * What to multiply the distance between this advert's point and another source's by
   * (calibration-table.ts): a live map shared by all adverts of a source, as above.
   */
  pointScales: ReadonlyMap<string, number>;
  /** The source's habits of filing one family under another ("home_flat>home_house", calibration.ts), live as above. */
  familyHabits: ReadonlySet<string>;
  /** Every source's habits together (calibration.ts), live as above: for blocking. */
  anyFamilyHabits: ReadonlySet<string>;
  /** The source names parishes, not towns (parish-only.ts): its town-level point says only the parish. */
  parishOnly: boolean;
  /** The advert's features the vocabulary knows (canonical labels: comparable in any language). */
  features: string[];
  /** The advert lists features, but none the vocabulary knows: its list cannot be compared. */
  featuresUnread: boolean;
  /** No features, from a source that publishes no feature lists (feature-lists.ts): nothing to compare. */
  featuresUnlisted: boolean;
  /** Floor, door, names and numbers the title and description state (null, mostly: nothing). */
  text: TextFacts | null;
  /**
   * The most adverts one source publishes that look like this one (look-alikes.ts): 1 when
   * no source shows a sibling unit, 0 when not measured or nothing to compare by.
   */
  lookAlikes: number;
  /** Scratch field of CandidateIndex (last query that returned this record). */
  queryStamp?: number;
};

export type MatchInput = {
  listingId: string;
  propertyId: string;
  sourceId: string;
  externalId?: string;
  status?: "active" | "removed";
  agency: string | null;
  reference: string | null;
  operation: Operation;
  type: PropertyType;
  /** The feed's own type text, when known (an `other` type of unknown words is read as unknown). */
  rawType?: string | null;
  price: number | null;
  surfaceM2: number | null;
  plotM2?: number | null;
  rooms: number | null;
  bathrooms: number | null;
  lat: number | null;
  lng: number | null;
  locationPrecision: LocationPrecision;
  parish: string | null;
  town: string | null;
  imageUrls: string[];
  description: string | null;
  features: string[];
  title?: string | null;
};

// Three decimals are a cell of 111 × 82 m here (latitude 42.5°): a truncated coordinate lies
// up to its diagonal, ~140 m, from the true point, a rounded one half that: 100 m is between.
// Four decimals are a cell ten times smaller, for which 100 m widens agreement a little too
// much; "street" does not say which, and erring wide only softens the distance evidence.
const STREET_POINT_RADIUS = 100;

const NO_PEERS: ReadonlySet<string> = new Set();
const NO_OFFSETS: ReadonlyMap<string, number> = new Map();
/** Never measured: every source reads as stating surfaces alike. */
const NO_DRIFT = new SurfaceDrift();

/**
 * The description's opening read for text facts: the same cut for a new advert and for one
 * reloaded from the database (apply/state.ts reads this much), so both read the same facts.
 */
export const TEXT_CHARS = 1000;

/** Two 26-bit FNV-1a hashes of a name, as one number below 2^52 (exact in a double). */
function nameHash(name: string): number {
  let h1 = 0x811c9dc5;
  let h2 = 0x01000193;
  for (let i = 0; i < name.length; i++) {
    const c = name.charCodeAt(i);
    h1 = Math.imul(h1 ^ c, 0x01000193);
    h2 = Math.imul(h2 ^ c, 0x050c5d1f);
  }
  return (h1 >>> 6) * 0x4000000 + (h2 >>> 6);
}

/** The advert's distinct photo names with their hashes, ordered by hash. */
function photoIndex(urls: string[]) {
  const names = [...new Set(urls.map(photoKey).filter((k): k is string => k !== null))];
  const byHash = names.map((name) => ({ name, hash: nameHash(name) })).sort((x, y) => x.hash - y.hash);
  return {
    photoKeys: byHash.map((p) => p.name),
    photoHashes: byHash.map((p) => p.hash),
    photoCamera: byHash.map((p) => (isCameraName(p.name) ? 1 : 0)),
  };
}

export function toMatchRecord(a: MatchInput, hashes: PhotoHashes = NO_HASHES): MatchRecord {
  const photos = photoIndex(a.imageUrls);
  const prints = toPrints(a.imageUrls.flatMap((url) => hashes.get(url) ?? []));
  return {
    listingId: a.listingId,
    stableKey: `${a.sourceId}\u0000${a.externalId ?? a.listingId}`,
    propertyId: a.propertyId,
    sourceId: a.sourceId,
    active: a.status !== "removed",
    agencyKey: agencyKey(a.agency),
    statedAgencyKey: agencyKey(a.agency),
    referenceKey: referenceKey(a.reference),
    market: a.operation === "sale" ? "sale" : "rent",
    type: a.type,
    family: typeFamily(a.type),
    // "Altres" is a type; "Wohnung" and "Habitatge" say none. Without the raw text, as stated.
    typeUnread: a.type === "other" && a.rawType !== undefined && !namesAType(a.rawType),
    price: a.price,
    // For land the plot is the surface that identifies it.
    surface: a.surfaceM2 ?? (a.type === "land" ? (a.plotM2 ?? null) : null),
    rooms: a.rooms,
    bathrooms: a.bathrooms,
    lat: a.lat,
    lng: a.lng,
    precise: a.locationPrecision === "exact" || a.locationPrecision === "street",
    pointRadius: a.locationPrecision === "street" ? STREET_POINT_RADIUS : 0,
    parish: a.parish,
    town: a.town,
    prints,
    printWeights: new Float64Array(prints.length >> 1).fill(1),
    sentences: foldedSentences(a.description?.slice(0, TEXT_CHARS)),
    shingles: new Uint32Array(0),
    language: null,
    ...photos,
    cameraPhotos: photos.photoCamera.reduce<number>((n, c) => n + c, 0),
    cameraPeers: NO_PEERS,
    referencesApart: NO_PEERS,
    roomOffsets: NO_OFFSETS,
    bathroomOffsets: NO_OFFSETS,
    priceScales: NO_OFFSETS,
    priceRatios: NO_OFFSETS,
    surfaceRatios: NO_OFFSETS,
    surfaceDrift: NO_DRIFT,
    pointScales: NO_OFFSETS,
    familyHabits: NO_PEERS,
    anyFamilyHabits: NO_PEERS,
    // A feature kept as the feed wrote it ("Terrassa amplia") would differ from the same
    // feature in another wording: only the vocabulary's labels are compared.
    features: a.features.filter(isKnownFeature),
    featuresUnread: a.features.length > 0 && !a.features.some(isKnownFeature),
    featuresUnlisted: false,
    parishOnly: false,
    // Title and description apart (". "), so that a name never runs from one into the other.
    // A floor identifies a unit only in a block of flats; a house's "ground floor" is a level of it.
    text: extractTextFacts(
      `${a.title ?? ""}. ${(a.description ?? "").slice(0, TEXT_CHARS)}`,
      { price: a.price, surface: a.surfaceM2, plot: a.plotM2 },
      typeFamily(a.type) === "home_flat",
    ),
    lookAlikes: 0,
    queryStamp: 0,
  };
}
