// Blocking: only adverts that share a key with the query are scored. Keys are built so
// that every pair that could reach the match threshold shares one: the same reference, a
// shared photo name, a shared picture (a third of its hash, below), or the same
// market/type family/parish block with price and surface in neighbouring buckets, plus the
// nearest price/surface buckets across parishes (a border home placed on either side).
// Adverts missing price or surface are reached through the keys of what they do have. Both
// windows are ratios, wide enough for what portals do to one home (docs/decisions.md#blocking):
// agencies price it up to ~6 % apart and round (±8 %), and one source states the built area
// where another states the useful one, 80–92 % of it (±20 %). A window in m² would be a
// rounding error on a chalet and a gulf on a studio.
import { PARISH_IDS } from "@/lib/geo";
import { habitFamilies } from "../calibration/calibrated-reading";
import { hashPart } from "../evidence/photo-prints";
import type { MatchRecord } from "../record/match-record";
import type { TypeFamily } from "../record/type-families";
import {
  BLOCK_COMMON_KEY,
  BLOCK_GRID_DEGREES,
  BLOCK_PRICE_RATIO,
  BLOCK_PRICE_REACH,
  BLOCK_PRINT_PARTS,
  BLOCK_SURFACE_RATIO,
  BLOCK_SURFACE_REACH,
  PLACEHOLDER_SURFACE,
} from "../settings";

const PRICE_STEP = Math.log(BLOCK_PRICE_RATIO);
const SURFACE_STEP = Math.log(BLOCK_SURFACE_RATIO);

// A picture is keyed by each third of its 64-bit hash (21, 21 and 22 bits): two copies of
// it within 2 bits (photo-prints.ts) agree exactly on at least one third, and a home's
// adverts share several pictures. Photos are what one home's adverts keep when a source
// reprices it past the price window (an older price, fees or VAT included), so they must
// find each other without it. Thirds rather than quarters: a 16-bit quarter is shared by
// chance once a run holds a few hundred thousand photos, and would flood every query with
// candidates. A third shared by many adverts (a flat sky, a logo) is skipped like any
// common key (BLOCK_PRINT_PARTS).
function* printKeys(prints: Uint32Array): Generator<string> {
  for (let i = 0; i < prints.length; i += 2)
    for (let c = 0; c < BLOCK_PRINT_PARTS; c++)
      yield `h${c}|${hashPart(prints[i], prints[i + 1], c, BLOCK_PRINT_PARTS)}`;
}

const priceBucket = (p: number) => Math.floor(Math.log(Math.max(p, 1)) / PRICE_STEP);
const surfaceBucket = (s: number) => Math.floor(Math.log(Math.max(s, 1)) / SURFACE_STEP);
// A surface under PLACEHOLDER_SURFACE ("1 m²", "4 m²": a plot or premises whose area the
// source did not know) is no measure: such an advert is keyed both as stated and as if it
// stated no surface, so that "1" and "4" of one plot meet by price, and an advert with a
// placeholder and no price still meets its twin by the placeholder.
const surfaceReadings = (surface: number | null): Array<number | null> =>
  surface === null ? [null] : surface < PLACEHOLDER_SURFACE ? [surface, null] : [surface];
const range = (c: number, reach: number) => Array.from({ length: 2 * reach + 1 }, (_, i) => c - reach + i);

function blocks(r: MatchRecord, families: Iterable<TypeFamily>, forQuery: boolean): string[] {
  // A query also looks where a source's habit files its family (calibration.ts).
  const fams: TypeFamily[] = !forQuery
    ? [r.family]
    : r.family === "other"
      ? [...families]
      : [r.family, "other", ...habitFamilies(r)];
  const parishes = !forQuery ? [r.parish ?? "?"] : r.parish ? [r.parish, "?"] : [...PARISH_IDS, "?"];
  const out: string[] = [];
  for (const f of fams) for (const p of parishes) out.push(`${r.market}|${f}|${p}`);
  return out;
}

// A per-query stamp written on the records de-duplicates far faster than a Set or WeakMap.
// One counter for every index: a record sits in several (all adverts, this snapshot's),
// and a per-index counter could repeat a stamp another index left on it, hiding it.
let queryStamp = 0;

type Postings = Map<string, MatchRecord[]>;
/** A block's bucket postings, by a number (bucketKey): a query asks dozens of them per block. */
type Buckets = Map<number, MatchRecord[]>;

// A bucket's key as one number: what the advert has (price and surface, price only…) and its
// buckets. Numbers hash and compare far faster than the strings they replace. Buckets are
// logarithms (a price of 10^9 is bucket 528, a surface of 10^6 m² bucket 122): below 4096.
const BOTH = 1;
const PRICE_NO_SURFACE = 2;
const SURFACE_NO_PRICE = 3;
const PRICE_ANY = 4;
const SURFACE_ANY = 5;
const NEITHER = 6;
const bucketKey = (kind: number, p = 0, s = 0) => kind * 0x1000000 + p * 0x1000 + s;

function put<K>(postings: Map<K, MatchRecord[]>, key: K, r: MatchRecord) {
  const list = postings.get(key);
  if (list) list.push(r);
  else postings.set(key, [r]);
}

export class CandidateIndex {
  /**
   * Attribute keys in two levels: the block (market|family|parish, or market|family|* for
   * the keys across parishes), then the price/surface bucket key within it. A query asks
   * ~150 keys, most of them in blocks nobody is in (another family, no parish): a missing
   * block is skipped with one lookup instead of one per bucket.
   */
  private blocks = new Map<string, Buckets>();
  /** Reference, photo-name and grid keys. */
  private keyed: Postings = new Map();
  private families = new Set<TypeFamily>();
  size = 0;

  private block(name: string): Buckets {
    let sub = this.blocks.get(name);
    if (!sub) this.blocks.set(name, (sub = new Map()));
    return sub;
  }

  /** Like put, but a key past BLOCK_COMMON_KEY adverts stops growing (it is skipped anyway). */
  private putRare(key: string, r: MatchRecord) {
    const list = this.keyed.get(key);
    if (!list) this.keyed.set(key, [r]);
    else if (list.length <= BLOCK_COMMON_KEY) list.push(r);
  }

  add(r: MatchRecord): void {
    this.size++;
    this.families.add(r.family);
    if (r.referenceKey) this.putRare(`r|${r.referenceKey}`, r);
    for (const k of r.photoKeys) this.putRare(`p|${k}`, r);
    for (const k of printKeys(r.prints)) this.putRare(k, r);
    if (r.precise && r.lat !== null)
      put(
        this.keyed,
        `g|${r.market}|${Math.floor(r.lat / BLOCK_GRID_DEGREES)}|${Math.floor(r.lng! / BLOCK_GRID_DEGREES)}`,
        r,
      );
    const pb = r.price !== null ? priceBucket(r.price) : null;
    for (const surface of surfaceReadings(r.surface))
      this.addBuckets(r, pb, surface !== null ? surfaceBucket(surface) : null);
  }

  /** `r` under its price and surface buckets (null: not stated) in each of its blocks. */
  private addBuckets(r: MatchRecord, pb: number | null, sb: number | null): void {
    for (const b of blocks(r, this.families, false)) {
      const sub = this.block(b);
      if (pb !== null) put(sub, bucketKey(PRICE_ANY, pb), r);
      if (sb !== null) put(sub, bucketKey(SURFACE_ANY, 0, sb), r);
      if (pb !== null && sb !== null) put(sub, bucketKey(BOTH, pb, sb), r);
      if (pb !== null && sb === null) put(sub, bucketKey(PRICE_NO_SURFACE, pb), r);
      if (pb === null && sb !== null) put(sub, bucketKey(SURFACE_NO_PRICE, 0, sb), r);
      if (pb === null && sb === null) put(sub, bucketKey(NEITHER), r);
    }
    // Price and surface together are selective enough to ignore the parish: a home near a
    // parish border is placed on either side by a street-level point or a town name.
    if (pb !== null && sb !== null) put(this.block(`${r.market}|${r.family}|*`), bucketKey(BOTH, pb, sb), r);
  }

  /** The bucket keys `q` asks within each of its blocks. */
  private static bucketKeys(prices: number[] | null, surfaces: number[] | null): number[] {
    const keys = [bucketKey(NEITHER)];
    if (prices && surfaces) {
      for (const p of prices) for (const s of surfaces) keys.push(bucketKey(BOTH, p, s));
      for (const p of prices) keys.push(bucketKey(PRICE_NO_SURFACE, p));
      for (const s of surfaces) keys.push(bucketKey(SURFACE_NO_PRICE, 0, s));
    } else if (prices) {
      for (const p of prices) keys.push(bucketKey(PRICE_ANY, p));
    } else if (surfaces) {
      for (const s of surfaces) keys.push(bucketKey(SURFACE_ANY, 0, s));
    }
    return keys;
  }

  /**
   * Every indexed advert that shares a blocking key with `q` (each once). `common`: the
   * index that says which photo names and references are too common to count, when this
   * one holds a part of its adverts (so that the part gives what the whole would, minus
   * the adverts it does not hold).
   */
  candidates(q: MatchRecord, common: CandidateIndex = this): MatchRecord[] {
    const out: MatchRecord[] = [];
    this.forEachCandidate(q, common, (r) => out.push(r));
    return out;
  }

  /**
   * candidates(), handed to `visit` one by one: the run's hot loops use this, as the lists
   * (hundreds of adverts a query, 100,000 queries) were most of what the collector did.
   */
  forEachCandidate(q: MatchRecord, common: CandidateIndex, visit: (r: MatchRecord) => void): void {
    const stamp = ++queryStamp;
    const take = (list: MatchRecord[] | undefined) => {
      if (!list) return;
      for (const r of list) {
        if (r.queryStamp === stamp) continue;
        r.queryStamp = stamp;
        visit(r);
      }
    };
    // A photo name or reference many adverts share ("IMG_1234", "1") says nothing: skip it
    // like a stop word; the attribute keys still find those adverts if they are close.
    const rare = (key: string) => {
      if ((common.keyed.get(key)?.length ?? 0) <= BLOCK_COMMON_KEY) take(this.keyed.get(key));
    };
    if (q.referenceKey) rare(`r|${q.referenceKey}`);
    for (const k of q.photoKeys) rare(`p|${k}`);
    for (const k of printKeys(q.prints)) rare(k);
    const prices = q.price !== null ? range(priceBucket(q.price), BLOCK_PRICE_REACH) : null;
    const readings = surfaceReadings(q.surface);
    let keys: number[] | null = null;
    for (const b of blocks(q, this.families, true)) {
      const sub = this.blocks.get(b);
      if (!sub) continue;
      keys ??= [
        ...new Set(
          readings.flatMap((s) =>
            CandidateIndex.bucketKeys(prices, s !== null ? range(surfaceBucket(s), BLOCK_SURFACE_REACH) : null),
          ),
        ),
      ];
      for (const k of keys) take(sub.get(k));
    }
    // Across parishes only the closest buckets: a pair placed in two parishes reaches the
    // threshold only if price and surface agree closely (and it keeps the query cheap).
    if (q.price !== null && q.surface !== null && q.parish) {
      const sub = this.blocks.get(`${q.market}|${q.family}|*`);
      const [pc, sc] = [priceBucket(q.price), surfaceBucket(q.surface)];
      if (sub) for (const p of range(pc, 1)) for (const s of range(sc, 1)) take(sub.get(bucketKey(BOTH, p, s)));
    }
    if (q.price === null && q.surface === null && q.precise && q.lat !== null) {
      const la = Math.floor(q.lat / BLOCK_GRID_DEGREES);
      const ln = Math.floor(q.lng! / BLOCK_GRID_DEGREES);
      for (let i = -1; i <= 1; i++)
        for (let j = -1; j <= 1; j++) take(this.keyed.get(`g|${q.market}|${la + i}|${ln + j}`));
    }
  }
}
