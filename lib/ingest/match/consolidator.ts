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
    const best = new Map<string, { score: number; record: MatchRecord; signals: Signals }>();
    for (const c of candidates) {
      if (c.listingId === q.listingId) continue;
      const s = scorePair(q, c);
      if (s.veto) continue;
      const prev = best.get(c.propertyId);
      if (!prev || s.score > prev.score) best.set(c.propertyId, { score: s.score, record: c, signals: s.signals });
    }
    const ranked = [...best.entries()].sort((a, b) => b[1].score - a[1].score);
    let vetoed: string | undefined;
    for (const [propertyId, b] of ranked) {
      if (b.score < this.threshold) break;
      const veto = this.propertyVeto(q, propertyId);
      if (veto) {
        vetoed ??= veto;
        continue;
      }
      return {
        propertyId,
        mergeIds: this.mergeable(q, propertyId, ranked.filter(([id, o]) => id !== propertyId && o.score >= this.threshold).map(([id]) => id)),
        evidence: { decision: "matched", score: b.score, threshold: this.threshold, matchedListingId: b.record.listingId, signals: b.signals, candidates: candidates.length },
      };
    }
    const top = ranked[0]?.[1];
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

  /** Record that `from`'s adverts now belong to `into` (after a merge). */
  merge(from: string, into: string): void {
    const moved = this.byProperty.get(from) ?? [];
    for (const r of moved) r.propertyId = into;
    this.byProperty.set(into, [...(this.byProperty.get(into) ?? []), ...moved]);
    this.byProperty.delete(from);
  }

  /** The properties among `others` whose every advert is compatible with `q` and with `target`'s adverts. */
  private mergeable(q: MatchRecord, target: string, others: string[]): string[] {
    const out: string[] = [];
    const members = [...(this.byProperty.get(target) ?? [])];
    for (const id of others) {
      if (this.propertyVeto(q, id)) continue;
      const incoming = this.byProperty.get(id) ?? [];
      const compatible = incoming.every((r) =>
        members.every((m) => {
          const s = scorePair(r, m);
          return !s.veto && s.score >= this.memberFloor && !(r.sourceId === m.sourceId && s.signals.same_source !== undefined && s.signals.same_source < -1);
        }),
      );
      if (compatible) {
        out.push(id);
        members.push(...incoming);
      }
    }
    return out;
  }

  /**
   * A property refuses an advert that any of its own adverts rules out (sibling units,
   * other market) or clearly contradicts: joining must agree with every member, not just
   * the closest one, or chains of near-misses would merge neighbouring homes.
   */
  private propertyVeto(q: MatchRecord, propertyId: string): string | null {
    for (const r of this.byProperty.get(propertyId) ?? []) {
      if (r.listingId === q.listingId) continue;
      const s = scorePair(q, r);
      if (s.veto) return s.veto;
      if (s.score < this.memberFloor) return "contradicts_member";
      // The same portal and agency twice for one home is a sibling unit unless the reference agrees.
      if (r.sourceId === q.sourceId && r.agencyKey !== null && r.agencyKey === q.agencyKey && s.signals.reference === undefined) {
        return "same_source_same_agency";
      }
    }
    return null;
  }
}
