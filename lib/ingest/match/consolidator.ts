// Decides, advert by advert, which property each new advert belongs to: the property of
// the best-scoring candidate advert, if that score reaches the threshold and no advert
// of that property vetoes the match; otherwise a new property. Keeps the evidence.
import { CandidateIndex } from "./candidate-index";
import type { MatchRecord } from "./record";
import { MATCH_THRESHOLD, MEMBER_FLOOR, scorePair, type Signals } from "./score";

export type MatchEvidence = {
  decision: "matched" | "new";
  score: number | null;
  threshold: number;
  matchedListingId: string | null;
  signals: Signals;
  candidates: number;
  /** Why the best-scoring property was refused, when it was. */
  vetoed?: string;
};

export type MatchDecision = {
  propertyId: string | null;
  /**
   * Other properties this advert also matches and that agree with the chosen one: they
   * were one home split by an earlier, less informed decision, and are merged into it.
   */
  mergeIds: string[];
  evidence: MatchEvidence;
};

export class Consolidator {
  private index = new CandidateIndex();
  private byProperty = new Map<string, MatchRecord[]>();

  constructor(
    private threshold = MATCH_THRESHOLD,
    private memberFloor = MEMBER_FLOOR,
  ) {}

  get size() {
    return this.index.size;
  }

  /** Make an advert (existing or just decided) a candidate for the ones that follow. */
  add(r: MatchRecord): void {
    this.index.add(r);
    const list = this.byProperty.get(r.propertyId);
    if (list) list.push(r);
    else this.byProperty.set(r.propertyId, [r]);
  }

  /** The property `q` belongs to (null: a new one), with the evidence. Does not add `q`. */
  decide(q: MatchRecord): MatchDecision {
    const candidates = this.index.candidates(q);
    // Only properties with a blocked candidate at or above the threshold can be chosen;
    // they are then judged against all their adverts.
    const propertyIds = new Set<string>();
    let vetoed: string | undefined;
    let nearest: { score: number; record: MatchRecord; signals: Signals } | null = null;
    for (const c of candidates) {
      if (c.listingId === q.listingId || propertyIds.has(c.propertyId)) continue;
      const s = scorePair(q, c);
      if (s.veto) continue;
      if (s.score >= this.threshold) propertyIds.add(c.propertyId);
      else if (!nearest || s.score > nearest.score) nearest = { score: s.score, record: c, signals: s.signals };
    }
    const ranked: Array<{ propertyId: string; score: number; record: MatchRecord; signals: Signals }> = [];
    for (const propertyId of propertyIds) {
      const judged = this.judgeProperty(q, propertyId);
      if ("veto" in judged) {
        if (judged.best >= this.threshold) vetoed ??= judged.veto;
      } else ranked.push({ propertyId, ...judged });
    }
    ranked.sort((a, b) => b.score - a.score || (a.propertyId < b.propertyId ? -1 : 1));
    const top = ranked[0] ?? nearest;
    if (ranked[0] && top && top.score >= this.threshold) {
      return {
        propertyId: top.propertyId,
        mergeIds: this.mergeable(top.propertyId, ranked.slice(1).filter((r) => r.score >= this.threshold).map((r) => r.propertyId)),
        evidence: { decision: "matched", score: top.score, threshold: this.threshold, matchedListingId: top.record.listingId, signals: top.signals, candidates: candidates.length },
      };
    }
    return {
      propertyId: null,
      mergeIds: [],
      evidence: {
        decision: "new", score: top?.score ?? null, threshold: this.threshold,
        matchedListingId: top?.record.listingId ?? null, signals: top?.signals ?? {}, candidates: candidates.length,
        ...(vetoed ? { vetoed } : {}),
      },
    };
  }

  /**
   * Scores `q` against every advert of a property: the property's score is its best pair.
   * Any veto, or any pair below the member floor, refuses the property: joining must
   * agree with every member, or chains of near-misses would merge neighbouring homes.
   * (Adding a share of the other pairs' scores was tried and lowered F1 on the dev set.)
   */
  private judgeProperty(q: MatchRecord, propertyId: string):
    | { score: number; record: MatchRecord; signals: Signals }
    | { veto: string; best: number } {
    let best: { score: number; record: MatchRecord; signals: Signals } | null = null;
    let veto: string | null = null;
    for (const r of this.byProperty.get(propertyId) ?? []) {
      if (r.listingId === q.listingId) continue;
      const s = scorePair(q, r);
      if (s.veto) veto ??= s.veto;
      else if (s.score < this.memberFloor) veto ??= "contradicts_member";
      if (s.veto) continue;
      if (!best || s.score > best.score) best = { score: s.score, record: r, signals: s.signals };
    }
    if (!best) return { veto: veto ?? "no_members", best: -Infinity };
    if (veto) return { veto, best: best.score };
    return best;
  }

  /** Record that `from`'s adverts now belong to `into` (after a merge). */
  merge(from: string, into: string): void {
    const moved = this.byProperty.get(from) ?? [];
    for (const r of moved) r.propertyId = into;
    this.byProperty.set(into, [...(this.byProperty.get(into) ?? []), ...moved]);
    this.byProperty.delete(from);
  }

  /** The properties among `others` whose every advert is compatible with `target`'s adverts. */
  private mergeable(target: string, others: string[]): string[] {
    const out: string[] = [];
    const members = [...(this.byProperty.get(target) ?? [])];
    for (const id of others) {
      const incoming = this.byProperty.get(id) ?? [];
      const compatible = incoming.every((r) =>
        members.every((m) => {
          const s = scorePair(r, m);
          return !s.veto && s.score >= this.memberFloor;
        }),
      );
      if (compatible) {
        out.push(id);
        members.push(...incoming);
      }
    }
    return out;
  }


}
