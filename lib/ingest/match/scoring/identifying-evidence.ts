// Generic adverts and what names their place. A parking space, a storage room, a plot or
// business premises has no rooms, floor or feature list to tell it from the next one: a
// building's boxes share the type, the price and the surface, and the fitted weights,
// learnt mostly on dwellings, read that agreement as one home. Two generic adverts whose
// texts name other streets or buildings (or another space number) are two places unless
// they share the reference: the pair's score is capped below the uncontested bar, so it
// never joins a property by itself, yet may sit in one other evidence joined (the member
// floor is lower still). Evidence missing on a side asks for nothing. Asking look-alike
// generic adverts for positive identifying evidence as well was measured and refused
// (docs/decisions.md#generic-adverts).
import type { MatchRecord } from "../record/match-record";
import type { TypeFamily } from "../record/type-families";
import { IDS } from "../features/feature-ids";

/** Families whose adverts say little beyond type, price and surface. */
const GENERIC = new Set<TypeFamily>(["parking", "premises", "land"]);

/** Both generic, or one generic and the other of a type no vocabulary placed. */
export function genericPair(a: MatchRecord, b: MatchRecord): boolean {
  const x = GENERIC.has(a.family);
  const y = GENERIC.has(b.family);
  return (x && (y || b.family === "other")) || (y && a.family === "other");
}

/** What says two places: the texts name other streets or buildings, or another space number. */
const CONTRADICTING = new Set<number>([IDS.fact.street[0], IDS.fact.building[0], IDS.stated.space]);
const SAME_REFERENCE = IDS.reference.agreement[0];
/**
 * Whether a generic pair with these features (numbers, pair-features.ts) may join on its
 * score: its texts name no other place, unless the reference is the same (one agency's one
 * reference is one place, whatever a text says).
 */
export function placeIdentified(features: readonly number[]): boolean {
  let contradicting = false;
  let sameReference = false;
  for (const n of features) {
    if (CONTRADICTING.has(n)) contradicting = true;
    if (n === SAME_REFERENCE) sameReference = true;
  }
  return !contradicting || sameReference;
}
