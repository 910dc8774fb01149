// The floor each member of a property must reach against an advert that joins it:
// complete linkage's guard, so that a chain of near-misses does not merge neighbouring
// homes. A pair may fall below it by an allowance when its low score is uncertainty, not
// disagreement:
// - Evidence one side lacks. One advert has a description and the other none (a portal
//   that drops many), or one shows a few photos and the other an album (a syndicator's
//   thumbnails): the pair could not compare what would confirm it. Missing, not against:
//   its floor is ONE_SIDED_MEMBER_FLOOR. Two adverts that both lack it (sources that never
//   publish text or photos) keep the usual floor, as all their pairs compare so.
// - A strong link. An advert whose best pair in the property clears the match threshold
//   by far is no near-miss; its other members may fall that much further below their
//   floor (up to STRONG_LINK_RELIEF), as one home's adverts by two agencies, each with its
//   own photos, text and reference, do against each other.
// Neither covers evidence against: a pair under the usual floor that one comparison speaks
// against by AGAINST_SIGNAL or more (points far apart, another floor) is refused.
// Measured on the development sets and their stress variants (docs/benchmarks.md).
import { hasReadableText, photosRead, type MatchRecord } from "../record/match-record";
import { scorePair } from "../scoring/score";
import { AGAINST_SIGNAL, FEW_PHOTOS, MATCH_THRESHOLD, ONE_SIDED_MEMBER_FLOOR, STRONG_LINK_RELIEF } from "../settings";

/** A few photos or none read: too few to compare an album with (FEW_PHOTOS). */
const fewPhotos = (r: MatchRecord) => photosRead(r) < FEW_PHOTOS;

/** Whether one advert of the pair lacks what the other has: a description, or more than a few photos. */
export function oneSided(a: MatchRecord, b: MatchRecord): boolean {
  return hasReadableText(a) !== hasReadableText(b) || fewPhotos(a) !== fewPhotos(b);
}

/** How much further below their floor a best pair scoring `best` lets the other members be. */
export function strongLinkRelief(best: number): number {
  return Math.min(STRONG_LINK_RELIEF, Math.max(0, best - MATCH_THRESHOLD));
}

/** Whether one comparison of the pair speaks against it by AGAINST_SIGNAL or more. */
export function spokenAgainst(a: MatchRecord, b: MatchRecord): boolean {
  const { signals } = scorePair(a, b);
  for (const group in signals) if (group !== "prior" && signals[group] <= AGAINST_SIGNAL) return true;
  return false;
}

/**
 * Whether the pair's `score` is under its floor: `floor`, less the allowance for one-sided
 * evidence and `relief`, unless the pair is spoken against (then `floor` itself).
 */
export function underFloor(a: MatchRecord, b: MatchRecord, score: number, floor: number, relief = 0): boolean {
  if (score >= floor) return false;
  const allowance = (oneSided(a, b) ? Math.max(0, floor - ONE_SIDED_MEMBER_FLOOR) : 0) + relief;
  return score < floor - allowance || spokenAgainst(a, b);
}
