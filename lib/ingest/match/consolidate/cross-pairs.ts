// A run's pairs of new adverts across feeds, kept from the one pass that scores them all
// (run-order.ts orders the decisions by them) for decide() to read instead of scoring
// them again: at 100,000 adverts the second scoring was a third of the run. Scores do not
// change within a snapshot (look-alikes and camera sharing are measured at its start).
import type { CandidateIndex } from "../blocking/candidate-index";
import type { Certainty } from "./certainty";
import { better } from "./judge-members";
import type { MatchRecord } from "../record/match-record";
import { bestAmongOtherSources } from "./run-order";

/** One new advert's pairs with the run's other feeds. */
export type CrossPairs = {
  /** The adverts scoring at least the caller's `keepFrom`, and their scores. */
  records: MatchRecord[];
  scores: number[];
  /** The best-scoring advert below `keepFrom` (ties: the smaller stable key), if any. */
  near: MatchRecord | null;
  nearScore: number;
};

/**
 * Each of `fresh`'s best and second-best score against the run's other feeds
 * (bestAmongOtherSources), and its CrossPairs. Typed arrays indexed like `fresh`, filled in place: the callback runs for
 * every pair, so it allocates only for the few pairs worth keeping.
 */
export function collectCrossPairs(
  fresh: MatchRecord[],
  run: CandidateIndex,
  keepFrom: number,
): { certainty: Certainty[]; pairs: Map<MatchRecord, CrossPairs> } {
  const kept: Array<{ records: MatchRecord[]; scores: number[] } | undefined> = new Array(fresh.length);
  const near: Array<MatchRecord | null> = new Array(fresh.length).fill(null);
  const nearScore = new Float64Array(fresh.length).fill(-Infinity);
  const certainty = bestAmongOtherSources(fresh, run, (i, c, score) => {
    if (score >= keepFrom) {
      const k = (kept[i] ??= { records: [], scores: [] });
      k.records.push(c);
      k.scores.push(score);
    } else if (score > -Infinity && (!near[i] || better(score, c, nearScore[i], near[i]!))) {
      nearScore[i] = score;
      near[i] = c;
    }
  });
  const pairs = new Map<MatchRecord, CrossPairs>();
  fresh.forEach((r, i) =>
    pairs.set(r, {
      records: kept[i]?.records ?? [],
      scores: kept[i]?.scores ?? [],
      near: near[i],
      nearScore: nearScore[i],
    }),
  );
  return { certainty, pairs };
}
