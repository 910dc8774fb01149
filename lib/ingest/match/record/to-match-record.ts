// Builds the matcher's record of one advert (match-record.ts) from what the feed states:
// keys folded, photos hashed and indexed, text read for facts, all once per advert.
import { agencyKey, isCameraName, photoKey, referenceKey } from "../evidence/match-keys";
import { toPrints } from "../evidence/photo-prints";
import { readStatedFacts } from "../../normalise/stated-facts/read-facts";
import { extractTextFacts } from "../evidence/text-facts";
import { foldedSentences } from "../evidence/text-shingles";
import { isKnownFeature } from "../../normalise/features";
import { namesAType } from "../../normalise/vocabulary";
import type { MatchInput, MatchRecord, PhotoHashes, SurfaceDriftReading } from "./match-record";
import { typeFamily } from "./type-families";
import { STREET_POINT_RADIUS, SURFACE_ROUNDING_M2, TEXT_CHARS } from "../settings";

const NO_HASHES: PhotoHashes = new Map();

// Three decimals are a cell of 111 × 82 m here (latitude 42.5°): a truncated coordinate lies
// up to its diagonal, ~140 m, from the true point, a rounded one half that: 100 m is between.
// Four decimals are a cell ten times smaller, for which 100 m widens agreement a little too
// much; "street" does not say which, and erring wide only softens the distance evidence
// (STREET_POINT_RADIUS). The description is cut at TEXT_CHARS for a new advert and for one
// reloaded from the database (apply/state.ts) alike, so both read the same facts.

const NO_PEERS: ReadonlySet<string> = new Set();
const NO_OFFSETS: ReadonlyMap<string, number> = new Map();
/** Never measured: every source reads as stating surfaces alike. */
const NO_DRIFT: SurfaceDriftReading = { rate: () => 0, between: () => false };

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

/**
 * The text an advert's facts are read from: title and description apart (". "), so that a
 * name never runs from one into the other, the description cut at TEXT_CHARS.
 */
export const advertText = (title?: string | null, description?: string | null) =>
  `${title ?? ""}. ${(description ?? "").slice(0, TEXT_CHARS)}`;

export function toMatchRecord(a: MatchInput, hashes: PhotoHashes = NO_HASHES): MatchRecord {
  const photos = photoIndex(a.imageUrls);
  const text = advertText(a.title, a.description);
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
    // A floor identifies a unit only in a block of flats; a house's "ground floor" is a level of it.
    text: extractTextFacts(
      text,
      { price: a.price, surface: a.surfaceM2, plot: a.plotM2 },
      typeFamily(a.type) === "home_flat",
    ),
    stated: readStatedFacts(text),
    lookAlikes: 0,
    surfaceSlack: SURFACE_ROUNDING_M2,
    queryStamp: 0,
  };
}
