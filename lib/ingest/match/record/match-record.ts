// What the matcher knows about one advert: the comparable attributes, pre-folded once so
// that scoring a pair does no string work (built by to-match-record.ts).
import type { LocationPrecision, Operation, PropertyType } from "@/lib/generated/prisma/client";
import type { StatedFacts } from "../../normalise/stated-facts/read-facts";
import type { TextFacts } from "../evidence/text-facts";
import type { TypeFamily } from "./type-families";

/** The photo stage's hashes by photo URL (status ok only): lib/ingest/apply/state.ts loads them. */
export type PhotoHashes = ReadonlyMap<string, bigint>;

/** What a record reads of the sources' surface drift (calibration/surface-drift.ts measures it). */
export type SurfaceDriftReading = {
  /** A source's rate of stating another surface than the others. */
  rate(sourceId: string): number;
  /** Whether two sources' adverts of one home state surfaces apart more often than the drift rate. */
  between(a: string, b: string): boolean;
};

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
  surfaceDrift: SurfaceDriftReading;
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
  /** Lift, building period, rooms, condition, WC, parking space the text states (normalise/stated-facts). */
  stated: StatedFacts;
  /**
   * The most adverts one source publishes that look like this one (look-alikes.ts): 1 when
   * no source shows a sibling unit, 0 when not measured or nothing to compare by.
   */
  lookAlikes: number;
  /** Square metres this advert's surface may be off by in rounding: its source's half step when it rounds (surface-rounding.ts). */
  surfaceSlack: number;
  /** Scratch field of CandidateIndex (last query that returned this record). */
  queryStamp?: number;
};

/** Whether the advert has a description the text comparison can read (text-shingles.ts). */
export const hasReadableText = (r: MatchRecord): boolean => r.shingles.length > 0 && r.language !== null;

/** How many photos the photo stage read (each print is two 32-bit halves). */
export const photosRead = (r: MatchRecord): number => r.prints.length >> 1;

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
