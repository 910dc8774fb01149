// What the consolidator gathers of one advert's scored candidates before deciding it
// (consolidator.ts): the ones worth judging, the nearest one below the match (evidence of
// how close it came) and its best two scores (how certain its best match is: certainty.ts).
import { type Certainty, hear } from "./certainty";
import { better, type Scored } from "./judge-members";
import type { MatchRecord } from "../record/match-record";
import { scorePair } from "../scoring/score";
import { MATCH_THRESHOLD, RIVAL_MARGIN, UNCONTESTED_THRESHOLD } from "../settings";

/** What prepare() found: the candidates worth judging, the nearest one below, and the best two scores. */
export type Prepared = Certainty & { above: MatchRecord[]; nearest: Scored | null; candidates: number };

/** Stable keys in code-unit order (not the locale's): the same order on every machine. */
export const compareKeys = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** Candidates from this score up are options (or rivals) worth judging. */
export const CONSIDER_FROM = UNCONTESTED_THRESHOLD - RIVAL_MARGIN;

/** A candidate below the match, kept to say how close `q` came (its signals computed only if asked). */
const nearestOf = (q: MatchRecord, c: MatchRecord, score: number): Scored => ({
  score,
  record: c,
  get signals() {
    return scorePair(q, c).signals;
  },
});

/** What prepare() keeps of `q`'s scored candidates, and the function that weighs each one. */
export function gather(q: MatchRecord) {
  const prepared: Prepared = { above: [], nearest: null, best: -Infinity, second: -Infinity, candidates: 0 };
  const consider = (c: MatchRecord, score: number) => {
    hear(prepared, score);
    if (score >= CONSIDER_FROM) prepared.above.push(c);
    const near = prepared.nearest;
    if (score < MATCH_THRESHOLD && (!near || better(score, c, near.score, near.record)))
      prepared.nearest = nearestOf(q, c, score);
  };
  return { prepared, consider };
}
