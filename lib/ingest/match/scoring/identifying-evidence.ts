// Generic adverts need something that identifies the place. A parking space, a storage
// room, a plot or business premises has no rooms, floor or feature list to tell it from
// the next one: a building's boxes share the type, the price and the surface, and the
// fitted weights, learnt mostly on dwellings, read that agreement as one home. Two generic
// adverts whose texts name other streets or buildings (or another space number) are two
// places unless they share the reference; and where a source shows a look-alike of either,
// texts or albums that were compared must share something that identifies the place: the
// same reference, a photo (by name or by picture), a distinctive passage, the same street
// or building, points that coincide. Evidence missing on a side (no text, no photos) asks
// for nothing: it lowers no score. Otherwise the pair's score is capped below the
// uncontested bar: it never joins a property by itself, yet may sit in one identified
// evidence joined (the member floor is lower still). A cap on every generic pair without
// identifying evidence was measured and refused (docs/decisions.md#generic-adverts).
import type { MatchRecord } from "../record/match-record";
import type { TypeFamily } from "../record/type-families";
import { IDS } from "../features/feature-ids";
import { IDENTIFYING_JACCARD_BAND, IDENTIFYING_POINT_BAND, IDENTIFYING_PRINT_BAND } from "../settings";

/** Families whose adverts say little beyond type, price and surface. */
const GENERIC = new Set<TypeFamily>(["parking", "premises", "land"]);

/** Both generic, or one generic and the other of a type no vocabulary placed. */
export function genericPair(a: MatchRecord, b: MatchRecord): boolean {
  const x = GENERIC.has(a.family);
  const y = GENERIC.has(b.family);
  return (x && (y || b.family === "other")) || (y && a.family === "other");
}

/** Feature numbers that identify a place, as a lookup by number. */
const IDENTIFYING = new Set<number>([
  IDS.reference.agreement[0],
  ...IDS.photos.shared,
  ...IDS.prints.count.slice(IDENTIFYING_PRINT_BAND),
  ...IDS.prints.loose.slice(IDENTIFYING_PRINT_BAND),
  ...IDS.text.jaccard.slice(IDENTIFYING_JACCARD_BAND),
  IDS.fact.street[1],
  IDS.fact.building[1],
  ...IDS.location.precise.slice(0, IDENTIFYING_POINT_BAND),
]);

/** What says two places: the texts name other streets or buildings, or another space number. */
const CONTRADICTING = new Set<number>([IDS.fact.street[0], IDS.fact.building[0], IDS.stated.space]);
const SAME_REFERENCE = IDS.reference.agreement[0];
/** Evidence that could have identified the place and did not: texts compared, albums compared. */
const LOOKED = new Set<number>([...IDS.text.jaccard, IDS.prints.none, IDS.prints.noneFew, IDS.photos.cameraNoneShared]);

/**
 * Whether a generic pair with these features (numbers, pair-features.ts) may join on its
 * score: the texts name no other place (unless the reference is the same: one agency's
 * one reference is one place, whatever a text says), and, where either advert has a
 * look-alike in its source (look-alikes.ts: type, price and surface tell them apart from
 * nothing) and texts or albums were compared, something identifies the place.
 */
export function placeIdentified(a: MatchRecord, b: MatchRecord, features: readonly number[]): boolean {
  let identifying = false;
  let contradicting = false;
  let sameReference = false;
  let looked = false;
  for (const n of features) {
    if (LOOKED.has(n)) looked = true;
    if (IDENTIFYING.has(n)) identifying = true;
    if (CONTRADICTING.has(n)) contradicting = true;
    if (n === SAME_REFERENCE) sameReference = true;
  }
  if (contradicting) return sameReference;
  return identifying || !looked || Math.max(a.lookAlikes, b.lookAlikes) <= 1;
}
