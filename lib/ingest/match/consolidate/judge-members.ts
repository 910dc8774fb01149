// Judging an advert against a whole property, not just its best-matching advert: complete
// linkage with cannot-links. Joining must agree with every member (no veto, no pair under
// its floor, member-floor.ts), or chains of near-misses would merge neighbouring homes, and
// a property would end up holding two adverts that cannot be one home.
import type { MatchRecord } from "../record/match-record";
import { strongLinkRelief, underFloor } from "./member-floor";
import { cannotLink } from "../scoring/cannot-link";
import { allowedPairScore, pairScore, scorePair, type Signals } from "../scoring/score";

export type Scored = { score: number; record: MatchRecord; signals: Signals };
export type Judged = Scored | { veto: string; best: number };

/** Higher score first; on a tie the smaller stable key, whatever order candidates came in. */
export function better(score: number, r: MatchRecord, than: number, other: MatchRecord): boolean {
  return score > than || (score === than && r.stableKey < other.stableKey);
}

/**
 * `q` against every member: the property's score is its best pair; any veto, or any pair
 * under its floor (member-floor.ts: a strong best pair lowers it), refuses the property
 * (with the best pair's score, to report it).
 * (Adding a share of the other pairs' scores was tried twice and lowered F1 on the dev set.)
 */
export function judgeMembers(q: MatchRecord, members: readonly MatchRecord[], floor: number): Judged {
  let best: Scored | null = null;
  let veto: string | null = null;
  // The members' scores: whether one is under its floor is known once the best pair is.
  const scored: Array<[MatchRecord, number]> = [];
  for (const r of members) {
    if (r.listingId === q.listingId) continue;
    const refused = cannotLink(q, r);
    if (refused) {
      veto ??= refused;
      continue;
    }
    const score = allowedPairScore(q, r);
    scored.push([r, score]);
    // The explanation is worked out only if it is read (the evidence of the decision).
    if (!best || better(score, r, best.score, best.record))
      best = {
        score,
        record: r,
        get signals() {
          return scorePair(q, r).signals;
        },
      };
  }
  if (!best) return { veto: veto ?? "no_members", best: -Infinity };
  const relief = strongLinkRelief(best.score);
  if (!veto && scored.some(([r, score]) => underFloor(q, r, score, floor, relief))) veto = "contradicts_member";
  if (veto) return { veto, best: best.score };
  return best;
}

/**
 * The groups (property id → adverts) whose every advert agrees with every advert of
 * `target` and of the groups accepted before them: those can be merged into `target`.
 */
export function compatibleGroups(
  target: readonly MatchRecord[],
  groups: Array<{ id: string; members: readonly MatchRecord[] }>,
  floor: number,
): string[] {
  const out: string[] = [];
  const members = [...target];
  for (const { id, members: incoming } of groups) {
    // pairScore is -Infinity when a rule refuses the pair.
    const compatible = incoming.every((r) => members.every((m) => !underFloor(r, m, pairScore(r, m), floor)));
    if (compatible) {
      out.push(id);
      members.push(...incoming);
    }
  }
  return out;
}
