// How strongly two adverts look like the same dwelling: first the cannot-link rules
// (cannot-link.ts), then the log-odds that they are one home: the prior of a candidate
// pair plus the fitted weight of each of the pair's features (pair-features.ts,
// match-weights.ts): structured fields, photo content, the description's shingles and
// the facts its text states. A score of 0 is even odds.
import { cannotLink } from "./cannot-link";
import { MATCH_PRIOR } from "./match-weights";
import { weightOf } from "./unfitted-weights";
import { costlyFeatures, groupOf, quickFeatures } from "../features/pair-features";
import { COSTLY_SLOTS, FEATURE_KEYS } from "../features/feature-ids";
import type { MatchRecord } from "../record/match-record";
import { LOWEST_MEMBER_FLOOR, UNIDENTIFIED_GENERIC_CAP } from "../settings";
import { genericPair, placeIdentified } from "./identifying-evidence";

/** Log-odds per group of features ("price", "location"…), and "prior": they add up to the score. */
export type Signals = Record<string, number>;
export type PairScore = { score: number; signals: Signals; veto: string | null };

// The decision thresholds, in log-odds (Consolidator), the same for every kind of property:
// the fitted weights already carry what the kind says (land and parking have no rooms to
// agree on; flats come as look-alike units of one building). Chosen for precision (a wrong
// merge hides a home) after the weights were fitted on the three development sets (dedup,
// dedup-wide, dedup-rich), every feed of a set in one run: bars of 3 and 0 keep every
// set's precision at or above its target, where the F1-best bars of 2 and -1.5 let
// dedup-rich's look-alikes through (docs/decisions.md#clustering-and-thresholds). The sets
// a result is judged on are others.
// Adverts scoring at least MATCH_THRESHOLD against a property's advert join that property;
// weaker evidence (UNCONTESTED_THRESHOLD, or more) is enough when no look-alike competes for
// the match (rivals.ts), a look-alike being another candidate scoring within RIVAL_MARGIN of
// the match; provided they score at least MEMBER_FLOOR against every other advert of that
// property (settings.ts holds the four).

const round = (x: number) => Math.round(x * 100) / 100;

// The weights compiled into arrays indexed by feature number (pair-features.ts): scoring
// adds numbers. A feature never seen in fitting weighs what unfitted-weights.ts says.
const WEIGHT = Float64Array.from(FEATURE_KEYS, weightOf);
const GROUP = FEATURE_KEYS.map(groupOf);

/** The most the costly features can add: past it, a hopeless pair need not compute them. */
const COSTLY_MAX = COSTLY_SLOTS.reduce((sum, slot) => sum + slot.reduce((best, n) => Math.max(best, WEIGHT[n]), 0), 0);

/** Feature numbers of the pair being scored: one array for every call (scoring is synchronous). */
const scratch: number[] = [];

function add(features: number[], from: number, s: Signals | null): number {
  let total = 0;
  for (let i = from; i < features.length; i++) {
    const n = features[i];
    if (s) s[GROUP[n]] = (s[GROUP[n]] ?? 0) + WEIGHT[n];
    total += WEIGHT[n];
  }
  return total;
}

/** The pair's log-odds; with `s`, also each group's share of it (explanations only: it costs). */
function evaluate(a: MatchRecord, b: MatchRecord, s: Signals | null): number {
  scratch.length = 0;
  const score = MATCH_PRIOR + add(quickFeatures(a, b, scratch), 0, s);
  // Most candidates are plainly another home: stop once even the best location and
  // feature agreement could not lift the score to the lowest member floor. Decisions are
  // unchanged (every decision compares with that floor or a higher bar); such a pair's
  // reported score is then a partial sum.
  if (score + COSTLY_MAX < LOWEST_MEMBER_FLOOR) return score;
  const from = scratch.length;
  const total = score + add(costlyFeatures(a, b, scratch), from, s);
  // Generic adverts whose texts name two places stay apart (identifying-evidence.ts).
  if (total <= UNIDENTIFIED_GENERIC_CAP || !genericPair(a, b) || placeIdentified(scratch)) return total;
  if (s) s.unidentified = UNIDENTIFIED_GENERIC_CAP - total;
  return UNIDENTIFIED_GENERIC_CAP;
}

/** The hot path: the pair's score, -Infinity when a cannot-link rule refuses it. */
export function pairScore(a: MatchRecord, b: MatchRecord): number {
  return cannotLink(a, b) ? -Infinity : allowedPairScore(a, b);
}

/** The score of a pair the caller has already checked against the cannot-link rules. */
export function allowedPairScore(a: MatchRecord, b: MatchRecord): number {
  return round(evaluate(a, b, null));
}

/** The score with its explanation: which rule refused the pair, or the log-odds per group. */
export function scorePair(a: MatchRecord, b: MatchRecord): PairScore {
  const veto = cannotLink(a, b);
  if (veto) return { score: -Infinity, signals: {}, veto };
  const signals: Signals = { prior: MATCH_PRIOR };
  const score = round(evaluate(a, b, signals));
  for (const k in signals) signals[k] = round(signals[k]);
  return { score, signals, veto: null };
}
