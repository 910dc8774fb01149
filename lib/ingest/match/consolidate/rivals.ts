// Look-alikes. An advert that fits one property moderately well (between the uncontested
// and the full threshold) joins it only if nothing else fits about as well: neither another
// property it could not also be merged with, nor another advert of its own source fitting
// that property. Sibling units of one building are exactly that situation (close in every
// attribute, published side by side), while a home's advert on another portal usually has
// no such twin: on the development set, pairs scoring between the two bars with such a rival
// are mostly two homes, without one mostly one (docs/decisions.md#clustering-and-thresholds).
import type { CandidateIndex } from "../blocking/candidate-index";
import type { Scored } from "./judge-members";
import type { MatchRecord } from "../record/match-record";
import { pairScore } from "../scoring/score";

export type Option = Scored & { propertyId: string };

export type RivalContext = {
  /** Indexes holding every advert already decided and every advert of this snapshot. */
  indexes: CandidateIndex[];
  /** The property ids among `others` that could be merged into `target` (one home). */
  mergeable: (target: string, others: string[]) => string[];
  margin: number;
};

/**
 * `others`: the other properties `q` could join, and `refusedBest`: the best score of a
 * property refused by a cannot-link (a look-alike all the same).
 */
export function isContested(
  q: MatchRecord,
  top: Option,
  others: Option[],
  refusedBest: number,
  ctx: RivalContext,
): boolean {
  const bar = top.score - ctx.margin;
  if (refusedBest >= bar) return true;
  const close = others.filter((o) => o.score >= bar).map((o) => o.propertyId);
  if (close.length && ctx.mergeable(top.propertyId, close).length < close.length) return true;
  // Another advert of q's own source fitting the same property as well: its twin.
  for (const index of ctx.indexes) {
    for (const c of index.candidates(top.record)) {
      if (c.sourceId !== q.sourceId || c.listingId === q.listingId || c.propertyId === top.propertyId) continue;
      if (pairScore(c, top.record) >= bar) return true;
    }
  }
  return false;
}
