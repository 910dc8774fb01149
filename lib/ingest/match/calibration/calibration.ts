// How each pair of sources states one home, measured each time a snapshot begins on every
// advert held and the run's new ones (so a first load and a nightly run see the same).
// The measure rests on sure pairs: two sources' adverts with the same agency and the same
// reference, each reference once in its source, of one reference system
// (reference-sharing.ts). An agency gives each home its own reference and sibling units
// get other ones, so these pairs show how two sources state one home. Every numeric field
// is a row of calibration-table.ts; the one habit that is a source's own rather than a
// pair's (filing one family of homes under another) is read here, on the same sure pairs
// and with the same minimum.
import { CALIBRATION_TABLE, type CalibratedField } from "./calibration-table";
import { FAMILY_HABIT_SHARE, MIN_SURE_PAIRS } from "../settings";
import { CameraSharing } from "./camera-sharing";
import { measureLookAlikes } from "./look-alikes";
import { markParishOnlySources } from "./parish-only";
import { demotePlacePoints } from "./place-points";
import { sameAgency } from "../evidence/match-keys";
import type { MatchRecord } from "../record/match-record";
import type { TypeFamily } from "../record/type-families";
import { ReferenceSharing, comparableReferences } from "./reference-sharing";
import { SourceRelation, SourceValues } from "./source-relation";
import { SurfaceDrift } from "./surface-drift";
import { alignedLevels, priceLevelRatios, priceLevels } from "./price-levels";

type SurePairs = Map<string, Array<[MatchRecord, MatchRecord]>>;
type Market = MatchRecord["market"];
const MARKETS: readonly Market[] = ["sale", "rent"];
const PER_MARKET = new Set(CALIBRATION_TABLE.filter((row) => row.perMarket).map((row) => row.field));

/** Whose map holds a habit: the source's, or for a per-market row its adverts of one market. */
function holder(field: CalibratedField, sourceId: string, market: Market | null): string {
  if (!PER_MARKET.has(field)) return sourceId;
  if (!market) throw new Error(`calibration: ${field} is measured per market; say which`);
  return `${sourceId}\u0000${market}`;
}

/** The sure pairs of one market: what a per-market row (calibration-table.ts) is read on. */
function ofMarket(pairs: SurePairs, market: Market): SurePairs {
  const out: SurePairs = new Map();
  for (const [key, group] of pairs) {
    const kept = group.filter(([x, y]) => x.market === market && y.market === market);
    if (kept.length) out.set(key, kept);
  }
  return out;
}

/** The sure pairs among `records`, each ordered by source id, grouped by "a\u0000b" (a < b). */
function surePairs(records: Iterable<MatchRecord>): SurePairs {
  const byReference = new Map<string, MatchRecord[]>();
  const perSource = new Map<string, number>(); // "source\u0000reference" → adverts
  for (const r of records) {
    if (!r.referenceKey || !r.agencyKey) continue;
    const list = byReference.get(r.referenceKey);
    if (list) list.push(r);
    else byReference.set(r.referenceKey, [r]);
    const key = `${r.sourceId}\u0000${r.referenceKey}`;
    perSource.set(key, (perSource.get(key) ?? 0) + 1);
  }
  const pairs: SurePairs = new Map();
  for (const [reference, list] of byReference) {
    if (list.length < 2) continue;
    const unique = list.filter((r) => perSource.get(`${r.sourceId}\u0000${reference}`) === 1);
    for (let i = 0; i < unique.length; i++) {
      for (let j = i + 1; j < unique.length; j++) {
        const [x, y] = unique[i].sourceId < unique[j].sourceId ? [unique[i], unique[j]] : [unique[j], unique[i]];
        if (x.sourceId === y.sourceId || !comparableReferences(x, y)) continue;
        if (!sameAgency(x.agencyKey!, y.agencyKey!)) continue;
        const key = `${x.sourceId}\u0000${y.sourceId}`;
        const group = pairs.get(key);
        if (group) group.push([x, y]);
        else pairs.set(key, [[x, y]]);
      }
    }
  }
  return pairs;
}

/** One table row measured: every source pair's habit (a→b and b→a), neutral values included. */
function measureRow(
  field: CalibratedField,
  pairs: SurePairs,
  earlier: Map<string, Map<CalibratedField, number>>,
): Map<string, number> {
  const row = CALIBRATION_TABLE.find((r) => r.field === field)!;
  const known = new Map<string, number>();
  const sources = new Set<string>();
  for (const [key, group] of pairs) {
    const above = earlier.get(key) ?? new Map<CalibratedField, number>();
    const values: number[] = [];
    for (const [x, y] of group) {
      const v = row.measure(x, y, above);
      if (v !== null) values.push(v);
    }
    const habit = values.length >= MIN_SURE_PAIRS ? row.summarise(values) : null;
    if (habit === null) continue;
    above.set(field, habit);
    earlier.set(key, above);
    const [a, b] = key.split("\u0000");
    known.set(`${a}\u0000${b}`, habit).set(`${b}\u0000${a}`, row.reverse(habit));
    sources.add(a).add(b);
  }
  if (!row.throughThird) return known;
  // Pairs with too few sure pairs of their own, through a third source measured against
  // both, when every such path agrees.
  const inferred = new Map<string, number>();
  for (const a of sources)
    for (const b of sources) {
      if (a === b || known.has(`${a}\u0000${b}`)) continue;
      const paths = new Set<number>();
      for (const c of sources) {
        const ac = known.get(`${a}\u0000${c}`);
        const cb = known.get(`${c}\u0000${b}`);
        if (ac !== undefined && cb !== undefined) paths.add(row.throughThird(ac, cb));
      }
      if (paths.size === 1) inferred.set(`${a}\u0000${b}`, [...paths][0]);
    }
  return new Map([...known, ...inferred]);
}

/**
 * Each source's habits of filing a family under another, "x>y" for "files y under x": at
 * least half of the homes the other sources file under y, over MIN_SURE_PAIRS or more.
 */
function familyHabits(pairs: SurePairs): Map<string, Set<string>> {
  // source → the other side's family → this source's family → pairs
  const filed = new Map<string, Map<TypeFamily, Map<TypeFamily, number>>>();
  const count = (mine: MatchRecord, theirs: MatchRecord) => {
    if (mine.typeUnread || theirs.typeUnread) return;
    let byTheirs = filed.get(mine.sourceId);
    if (!byTheirs) filed.set(mine.sourceId, (byTheirs = new Map()));
    let counts = byTheirs.get(theirs.family);
    if (!counts) byTheirs.set(theirs.family, (counts = new Map()));
    counts.set(mine.family, (counts.get(mine.family) ?? 0) + 1);
  };
  for (const group of pairs.values())
    for (const [x, y] of group) {
      count(x, y);
      count(y, x);
    }
  const habits = new Map<string, Set<string>>();
  for (const [source, byTheirs] of filed)
    for (const [theirFamily, counts] of byTheirs) {
      const total = [...counts.values()].reduce((s, n) => s + n, 0);
      for (const [myFamily, n] of counts)
        if (myFamily !== theirFamily && total >= MIN_SURE_PAIRS && n >= FAMILY_HABIT_SHARE * total)
          habits.set(source, (habits.get(source) ?? new Set()).add(`${myFamily}>${theirFamily}`));
    }
  return habits;
}

/**
 * Everything the matcher measures between sources before it scores a snapshot. The rows of
 * calibration-table.ts and the family habits rest on sure pairs; the relations that cannot
 * (whether two sources pass camera files on, whether they number references alike) and
 * each advert's look-alikes are counted over all adverts, in camera-sharing.ts,
 * reference-sharing.ts and look-alikes.ts, and run from here so that one call measures all.
 */
export class Calibration {
  private cameraSharing = new CameraSharing();
  private referenceSharing = new ReferenceSharing();
  private values = new Map(CALIBRATION_TABLE.map((row) => [row.field, new SourceValues()]));
  private habits = new SourceRelation();
  /** Every source's family habits together (live): blocking looks for a habit's other family. */
  private allHabits = new Set<string>();
  /** Every source's rate of stating another surface (live, surface-drift.ts). */
  private surfaceDrift = new SurfaceDrift();

  /**
   * `sourceId`'s habit of `field` against each other source (for its adverts of `market`
   * when the row is measured per market): a live map refilled by measure().
   */
  of(field: CalibratedField, sourceId: string, market: Market | null = null): Map<string, number> {
    return this.values.get(field)!.of(holder(field, sourceId, market));
  }

  /** `sourceId`'s habits of filing a family under another ("x>y"): a live set refilled by measure(). */
  habitsOf(sourceId: string): Set<string> {
    return this.habits.of(sourceId);
  }

  /** Hand `r` its source's live maps (measure() refills them in place). */
  attach(r: MatchRecord): void {
    r.cameraPeers = this.cameraSharing.peersOf(r.sourceId);
    r.referencesApart = this.referenceSharing.apartFrom(r.sourceId);
    for (const row of CALIBRATION_TABLE) r[row.field] = this.of(row.field, r.sourceId, r.market);
    r.familyHabits = this.habits.of(r.sourceId);
    r.anyFamilyHabits = this.allHabits;
    r.surfaceDrift = this.surfaceDrift;
  }

  /**
   * Before anything is indexed: which exact points are a source's place points (a town's,
   * not a home's) and which sources name only parishes, so those adverts are compared as
   * town-level ones (place-points.ts, parish-only.ts; counted over adverts, not sure pairs).
   */
  markAdverts(records: MatchRecord[]): void {
    demotePlacePoints(records);
    markParishOnlySources(records);
  }

  /**
   * Re-measure from `records` (every advert held and the run's new ones): the relations
   * first (sure pairs read the reference systems), then every row, then the look-alikes.
   */
  measure(records: MatchRecord[]): void {
    this.cameraSharing.measure(records);
    this.referenceSharing.measure(records);
    const pairs = surePairs(records);
    // What each pair's rows read of the rows above them ("a\u0000b" → field → habit): one
    // chain for the rows read on both markets together, one per market for the price rows.
    const byMarket = new Map(MARKETS.map((m) => [m, ofMarket(pairs, m)]));
    const chains = new Map<Market | null, Map<string, Map<CalibratedField, number>>>([[null, new Map()]]);
    const levels = new Map<Market, Map<string, number>>();
    // Each source's price level against all others (price-levels.ts) gives the ratio of a
    // pair that has not shown one of its own, and what its price spread is read after. A
    // level is read per market (a fee on sales only) where the source has the sure pairs
    // for it, else on both markets together (a tax on every price), on one centre.
    const pooled = priceLevels(pairs.values(), MIN_SURE_PAIRS);
    for (const [market, marketPairs] of byMarket) {
      const own = alignedLevels(priceLevels(marketPairs.values(), MIN_SURE_PAIRS), pooled);
      const ratios = priceLevelRatios(new Map([...pooled, ...own]));
      const chain = new Map<string, Map<CalibratedField, number>>();
      for (const key of marketPairs.keys()) {
        const ratio = ratios.get(key);
        if (ratio !== undefined) chain.set(key, new Map([["priceRatios", ratio]]));
      }
      levels.set(market, ratios);
      chains.set(market, chain);
    }
    for (const row of CALIBRATION_TABLE) {
      const values = this.values.get(row.field)!;
      values.clear();
      for (const market of row.perMarket ? MARKETS : [null]) {
        const measured = measureRow(row.field, market ? byMarket.get(market)! : pairs, chains.get(market)!);
        if (row.field === "priceRatios" && market)
          for (const [key, ratio] of levels.get(market)!) if (!measured.has(key)) measured.set(key, ratio);
        for (const [key, habit] of measured) {
          const [a, b] = key.split("\u0000");
          if (habit !== row.neutral) values.of(holder(row.field, a, market)).set(b, habit);
        }
      }
    }
    this.habits.clear();
    this.allHabits.clear();
    for (const [source, set] of familyHabits(pairs))
      for (const habit of set) {
        this.habits.of(source).add(habit);
        this.allHabits.add(habit);
      }
    // After the surface ratios: a ratio stated on every advert is read, not drift.
    const ratios = (a: string, b: string) => this.of("surfaceRatios", a).get(b) ?? 1;
    this.surfaceDrift.measure(pairs.values(), ratios, MIN_SURE_PAIRS);
    measureLookAlikes(records);
  }
}
