// Decides, advert by advert, which property each new advert belongs to: the property of
// the best-scoring candidate advert, if that score reaches the threshold (or the lower,
// uncontested one when no look-alike competes) and no advert of that property vetoes the
// match; otherwise a new property. Keeps the evidence.
import { Calibration } from "../calibration/calibration";
import { CandidateIndex } from "../blocking/candidate-index";
import { type Certainty, combine } from "./certainty";
import { collectCrossPairs, type CrossPairs } from "./cross-pairs";
import { KeptApart } from "./kept-apart";
import { type MatchDecision, matched, newProperty } from "./decision";
import { measurePhotoRarity } from "../calibration/photo-rarity";
import { measureBoilerplate } from "../calibration/text-boilerplate";
import { better, compatibleGroups, judgeMembers } from "./judge-members";
import { markUnlistedFeatures } from "../calibration/feature-lists";
import { markSurfaceRounding } from "../calibration/surface-rounding";
import { markPortalAgencies } from "../calibration/portal-agencies";
import { CONSIDER_FROM, compareKeys, gather, type Prepared } from "./gather-candidates";
import type { MatchRecord } from "../record/match-record";
import { isContested, type Option } from "./rivals";
import { pairScore } from "../scoring/score";
import { MATCH_THRESHOLD, MEMBER_FLOOR, RIVAL_MARGIN, UNCONTESTED_THRESHOLD } from "../settings";

export class Consolidator {
  private index = new CandidateIndex();
  /**
   * This snapshot's new adverts, decided or not (propertyId "" until then): each one's
   * possible twins within its own feed, and the adverts the run's ordering compares.
   */
  private peers: CandidateIndex | null = null;
  /** The same adverts in the order beginSnapshot got them (bestAmongNew answers in it). */
  private fresh: MatchRecord[] = [];
  /**
   * The snapshot's adverts decided so far: candidates in addition to the earlier state.
   * Queried with peers' stop words, so it gives what peers would give, minus the undecided
   * adverts (an index of its own because looking past those cost a sixth of a large run).
   */
  private decided = new CandidateIndex();
  private byProperty = new Map<string, MatchRecord[]>();
  private calibration = new Calibration();
  /** What bestAmongNew() learnt of each new advert's pairs with the run's other feeds (cross-pairs.ts). */
  private crossPairs = new Map<MatchRecord, CrossPairs>();
  /** Operators' splits (npm run match): pairs no merge may put back together. */
  keptApart = new KeptApart();

  get size() {
    return this.index.size;
  }

  /** Make an advert (existing or just decided) a candidate for the ones that follow. */
  add(r: MatchRecord): void {
    this.attachSourceFacts(r);
    this.index.add(r);
    if (this.peers) this.decided.add(r);
    const list = this.byProperty.get(r.propertyId);
    if (list) list.push(r);
    else this.byProperty.set(r.propertyId, [r]);
  }

  /**
   * Hand `r` its source's live sets and maps of what the run measures between sources
   * (beginSnapshot refills them in place, so every record held sees each new measure).
   */
  private attachSourceFacts(r: MatchRecord): void {
    this.calibration.attach(r);
  }

  /**
   * Start a snapshot of `fresh` adverts, indexed apart so that decisions prepared against
   * the earlier state only need to look at this snapshot's decided adverts in addition.
   */
  beginSnapshot(fresh: MatchRecord[] = []): void {
    this.peers = new CandidateIndex();
    this.decided = new CandidateIndex();
    this.fresh = fresh;
    this.crossPairs = new Map();
    // Before anything is indexed or scored: place points and parish-only sources (calibration.ts).
    const all = [...this.records(), ...fresh];
    this.calibration.markAdverts(all);
    markUnlistedFeatures(all);
    markSurfaceRounding(all);
    markPortalAgencies(all);
    // What a shared picture is worth, and each source's boilerplate: measured on the adverts at hand.
    measurePhotoRarity(all);
    measureBoilerplate(all);
    for (const r of fresh) {
      this.attachSourceFacts(r);
      this.peers.add(r);
    }
    // Before any score of this snapshot: how each pair of sources states one home and how
    // many look-alikes each advert has (calibration.ts).
    this.calibration.measure(all);
  }

  /**
   * The candidates of `q` in the current state, scored: those worth judging, the nearest
   * one below, and the best score (to order a snapshot's adverts: the most certain matches
   * are decided first, so that a portal's advert of a home is not beaten to that home by
   * the advert of its sibling unit).
   */
  prepare(q: MatchRecord, index: CandidateIndex = this.index, common: CandidateIndex = index): Prepared {
    const { prepared, consider } = gather(q);
    index.forEachCandidate(q, common, (c) => {
      prepared.candidates++;
      if (c.listingId === q.listingId || !c.propertyId) return; // an undecided advert of this snapshot
      const score = pairScore(q, c);
      if (score > -Infinity) consider(c, score);
    });
    return prepared;
  }

  /**
   * Each of the snapshot's new adverts' best two scores (in beginSnapshot's order) against
   * the run's new adverts of other sources: with prepare()'s, how certain its best match
   * is, whichever advert is decided first (run-order.ts, certainty.ts).
   */
  bestAmongNew(): Certainty[] {
    const { certainty, pairs } = collectCrossPairs(this.fresh, this.peers ?? new CandidateIndex(), CONSIDER_FROM);
    this.crossPairs = pairs;
    return certainty;
  }

  /**
   * prepare() against this snapshot's decided adverts, reading their pairs with other
   * feeds from bestAmongNew() and scoring only those of `q`'s own feed. The nearest advert
   * below the options is the best-scoring one that is decided, among the options and the
   * one nearest below them (prepare() would look further down when that one is undecided).
   */
  private prepareRecent(q: MatchRecord, known: CrossPairs): Prepared {
    const { prepared, consider } = gather(q);
    known.records.forEach((c, k) => {
      if (c.propertyId) consider(c, known.scores[k]);
    });
    if (known.near?.propertyId) consider(known.near, known.nearScore);
    this.decided.forEachCandidate(q, this.peers!, (c) => {
      prepared.candidates++;
      if (c.sourceId !== q.sourceId || c.listingId === q.listingId) return;
      const score = pairScore(q, c);
      if (score > -Infinity) consider(c, score);
    });
    return prepared;
  }

  /**
   * The property `q` belongs to (null: a new one), with the evidence. Does not add `q`.
   * `prepared`: from prepare() since beginSnapshot(); only this snapshot's adverts are added.
   */
  decide(q: MatchRecord, prepared?: Prepared): MatchDecision {
    let p = prepared ?? this.prepare(q);
    if (prepared && this.peers) {
      const known = this.crossPairs.get(q);
      const recent = known ? this.prepareRecent(q, known) : this.prepare(q, this.decided, this.peers);
      const nearest =
        !p.nearest ||
        (recent.nearest && better(recent.nearest.score, recent.nearest.record, p.nearest.score, p.nearest.record))
          ? recent.nearest
          : p.nearest;
      p = {
        above: [...p.above, ...recent.above],
        nearest,
        ...combine(p, recent),
        candidates: p.candidates + recent.candidates,
      };
    }
    // Properties with a candidate worth judging are judged against all their adverts
    // (their ids read now: merges may have moved them).
    let vetoed: string | undefined;
    let refusedBest = -Infinity;
    const options: Option[] = [];
    for (const propertyId of new Set(p.above.map((r) => r.propertyId))) {
      const judged = judgeMembers(q, this.byProperty.get(propertyId) ?? [], MEMBER_FLOOR);
      if ("veto" in judged) {
        if (judged.best >= MATCH_THRESHOLD) vetoed ??= judged.veto;
        refusedBest = Math.max(refusedBest, judged.best);
      } else if (judged.score >= CONSIDER_FROM) options.push({ propertyId, ...judged });
    }
    // Equal scores are common (generated or copied adverts): the stable key, not the
    // property's random id, decides, so that the same feeds always give the same clusters.
    options.sort(
      (a, b) => b.score - a.score || compareKeys(this.propertyKey(a.propertyId), this.propertyKey(b.propertyId)),
    );
    const [top, ...others] = options;
    let accepted = top !== undefined && top.score >= MATCH_THRESHOLD;
    if (top && !accepted && top.score >= UNCONTESTED_THRESHOLD) {
      const ctx = {
        indexes: this.peers ? [this.index, this.peers] : [this.index],
        mergeable: (t: string, o: string[]) => this.mergeable(t, o),
        margin: RIVAL_MARGIN,
      };
      accepted = !isContested(q, top, others, refusedBest, ctx);
      if (!accepted) vetoed ??= "contested";
    }
    if (top && accepted) {
      const mergeIds = this.mergeable(
        top.propertyId,
        others.filter((o) => o.score >= MATCH_THRESHOLD).map((o) => o.propertyId),
      );
      return matched(top, mergeIds, p.candidates, others);
    }
    return newProperty(top ?? p.nearest, p.candidates, vetoed);
  }

  /** A property's stable identity for tie-breaks: the smallest stable key of its adverts. */
  private propertyKey(propertyId: string): string {
    let key = "\uffff";
    for (const r of this.byProperty.get(propertyId) ?? []) if (r.stableKey < key) key = r.stableKey;
    return key;
  }

  /** The properties among `others` whose every advert is compatible with `target`'s adverts. */
  private mergeable(target: string, others: string[]): string[] {
    const members = (id: string) => this.byProperty.get(id) ?? [];
    const agreeing = compatibleGroups(
      members(target),
      others.map((id) => ({ id, members: members(id) })),
      MEMBER_FLOOR,
    );
    return this.keptApart.allowed(
      members(target),
      agreeing.map((id) => ({ id, members: members(id) })),
    );
  }

  /** Every advert known, with its current property (evaluation and analysis). */
  records(): MatchRecord[] {
    return [...this.byProperty.values()].flat();
  }

  /** Record that `from`'s adverts now belong to `into` (after a merge). */
  merge(from: string, into: string): void {
    const moved = this.byProperty.get(from) ?? [];
    for (const r of moved) r.propertyId = into;
    this.byProperty.set(into, [...(this.byProperty.get(into) ?? []), ...moved]);
    this.byProperty.delete(from);
  }
}
