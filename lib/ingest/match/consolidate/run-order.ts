// The order a run decides its new adverts in: most certain first. How certain an advert's
// best match is includes the run's new adverts of other feeds, decided or not, so that a
// portal's advert of a sibling unit is not decided before the home's own adverts from
// another feed could show it to be another home
// (docs/decisions.md#several-feeds-in-one-run). At 100,000 new adverts this is the
// costliest step of planning, hence the care.
import { CandidateIndex } from "../blocking/candidate-index";
import { type Certainty, NO_MATCH, hear } from "./certainty";
import type { MatchRecord } from "../record/match-record";
import { pairScore } from "../scoring/score";

/** Neither price nor surface: blocking reaches such an advert one way only (see below). */
const sparse = (r: MatchRecord) => r.price === null && r.surface === null;

/**
 * Each of `fresh`'s best two scores (certainty.ts) against the adverts of other sources among them (`run`:
 * the index of all of them). Its own feed's adverts are left out: they are rarely the same
 * home (one portal, two agencies) and a large feed's look-alikes would cost most of the run.
 *
 * Blocking is symmetric between adverts that have a price or a surface (each finds the
 * other through the same keys), and so is the score, so such a pair is found and scored
 * once: by the later of the two, from an index of the earlier ones. An advert with
 * neither is reached one way only (it queries the grid, others reach it through the "no
 * price, no surface" blocks), so it is indexed from the start and queries everything.
 * Photo names and references too common to count are those of `run`, as for a query of
 * `run` itself: the result is exactly the top two `pairScore(q, c)` over `run.candidates(q)`
 * of another source (tests/ingest/candidate-index.test.ts). `onPair` hears each such pair
 * once from each side (the index in `fresh` of one, the other advert), so the caller can
 * keep what it needs of the scores.
 */
export function bestAmongOtherSources(
  fresh: MatchRecord[],
  run: CandidateIndex,
  onPair?: (i: number, c: MatchRecord, score: number) => void,
): Certainty[] {
  const certainty = fresh.map(() => ({ ...NO_MATCH }));
  if (new Set(fresh.map((r) => r.sourceId)).size < 2) return certainty; // one feed: nothing of another source
  const at = new Map<MatchRecord, number>();
  const earlier = new CandidateIndex();
  fresh.forEach((r, i) => {
    at.set(r, i);
    if (sparse(r)) earlier.add(r);
  });
  for (const [i, q] of fresh.entries()) {
    const oneWay = sparse(q);
    (oneWay ? run : earlier).forEachCandidate(q, run, (c) => {
      if (c.sourceId === q.sourceId) return;
      const score = pairScore(q, c);
      hear(certainty[i], score);
      onPair?.(i, c, score);
      // The other side's scores too, unless it is reached one way (it asks for itself).
      const j = oneWay || sparse(c) ? -1 : at.get(c)!;
      if (j >= 0) {
        hear(certainty[j], score);
        onPair?.(j, q, score);
      }
    });
    if (!oneWay) earlier.add(q);
  }
  return certainty;
}
