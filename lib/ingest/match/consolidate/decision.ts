// What the consolidator answers for a new advert, and the evidence stored with it
// (`listing.match_evidence`): the property it joins or "new", the score and per-group
// signals of the advert it was matched on (or of the nearest one when it was not), and
// why the best-scoring property was refused, when it was; for a merge, the runner-up (the
// best other property it was not merged with), so a close contest can be reviewed; and
// whether that pair compared neither photos nor texts (missing evidence: the decision is
// less certain, and the review queue asks about it further from the bar).
import type { Scored } from "./judge-members";
import type { Option } from "./rivals";
import type { Signals } from "../scoring/score";
import type { COMPARISONS } from "../features/comparisons";
import { MATCH_THRESHOLD } from "../settings";

export type MatchEvidence = {
  decision: "matched" | "new";
  score: number | null;
  threshold: number;
  matchedListingId: string | null;
  signals: Signals;
  candidates: number;
  /** Why the best-scoring property was refused, when it was ("contested": a look-alike). */
  vetoed?: string;
  /** On a merge: the best advert of the best-scoring property `q` did not join (nor absorb). */
  runnerUp?: { listingId: string; score: number };
  /** On a merge: set when the pair compared no photos and no text (one side had none, or a few photos). */
  thin?: true;
};

/** The comparisons (their signal groups, scoring/score.ts) that say the pair's photos or texts were compared. */
const CONTENT_GROUPS = ["photos", "prints", "text"] as const satisfies readonly (keyof typeof COMPARISONS)[];

/** Whether a pair's signals rest on structured fields only. */
const thinEvidence = (signals: Signals) => !CONTENT_GROUPS.some((g) => g in signals);

export type MatchDecision = {
  propertyId: string | null;
  /**
   * Other properties this advert also matches and that agree with the chosen one: they
   * were one home split by an earlier, less informed decision, and are merged into it.
   */
  mergeIds: string[];
  evidence: MatchEvidence;
};

/**
 * Joins `top`'s property on the strength of its best advert (and absorbs `mergeIds`);
 * `others`: the remaining options, best first (the first one not absorbed is the runner-up).
 */
export function matched(top: Option, mergeIds: string[], candidates: number, others: Option[] = []): MatchDecision {
  const rival = others.find((o) => !mergeIds.includes(o.propertyId));
  return {
    propertyId: top.propertyId,
    mergeIds,
    evidence: {
      decision: "matched",
      score: top.score,
      threshold: MATCH_THRESHOLD,
      matchedListingId: top.record.listingId,
      signals: top.signals,
      candidates,
      ...(rival ? { runnerUp: { listingId: rival.record.listingId, score: rival.score } } : {}),
      ...(thinEvidence(top.signals) ? { thin: true as const } : {}),
    },
  };
}

/** A new property; `near` is the best candidate there was, if any, to show how close it came. */
export function newProperty(near: Scored | null, candidates: number, vetoed?: string): MatchDecision {
  return {
    propertyId: null,
    mergeIds: [],
    evidence: {
      decision: "new",
      score: near?.score ?? null,
      threshold: MATCH_THRESHOLD,
      matchedListingId: near?.record.listingId ?? null,
      signals: near?.signals ?? {},
      candidates,
      ...(vetoed ? { vetoed } : {}),
    },
  };
}
