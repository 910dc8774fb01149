// Blocking: only adverts that share a key with the query are scored. Keys are built so
// that every pair that could reach the match threshold shares one: the same reference, a
// shared photo name, or the same market/type family/parish block with price and surface
// in neighbouring buckets (price within ~5 % and surface within 5 m²: beyond either, the
// score falls well below the threshold), plus the nearest price/surface buckets across
// parishes (a border home placed on either side). Adverts missing price or surface are
// reached through the keys of what they do have.
import { PARISH_IDS } from "@/lib/geo";
import type { MatchRecord, TypeFamily } from "./record";

const PRICE_STEP = Math.log(1.025); // 2.5 % buckets, ±2 buckets ⊇ ±5 %
const PRICE_REACH = 2;
const SURFACE_STEP = 2.5; // m², ±2 buckets ⊇ ±5 m²
const SURFACE_REACH = 2;
const GRID = 0.005;
const COMMON_KEY = 10; // a photo or reference on more adverts than this is not evidence // degrees, ~550 m × 410 m

const priceBucket = (p: number) => Math.floor(Math.log(Math.max(p, 1)) / PRICE_STEP);
const surfaceBucket = (s: number) => Math.floor(s / SURFACE_STEP);
const range = (c: number, reach: number) => Array.from({ length: 2 * reach + 1 }, (_, i) => c - reach + i);

function blocks(r: MatchRecord, families: Iterable<TypeFamily>, forQuery: boolean): string[] {
  const fams: TypeFamily[] = !forQuery ? [r.family] : r.family === "other" ? [...families] : [r.family, "other"];
  const parishes = !forQuery ? [r.parish ?? "?"] : r.parish ? [r.parish, "?"] : [...PARISH_IDS, "?"];
  const out: string[] = [];
  for (const f of fams) for (const p of parishes) out.push(`${r.market}|${f}|${p}`);
  return out;
}

// A per-query stamp written on the records de-duplicates far faster than a Set or WeakMap.
// One counter for every index: a record sits in several (all adverts, this snapshot's),
// and a per-index counter could repeat a stamp another index left on it, hiding it.
let queryStamp = 0;

export class CandidateIndex {
  private postings = new Map<string, MatchRecord[]>();
  private families = new Set<TypeFamily>();
  size = 0;

  private put(key: string, r: MatchRecord) {
    const list = this.postings.get(key);
    if (list) list.push(r);
    else this.postings.set(key, [r]);
  }

  /** Like put, but a key past COMMON_KEY adverts stops growing (it is skipped anyway). */
  private putRare(key: string, r: MatchRecord) {
    const list = this.postings.get(key);
    if (!list) this.postings.set(key, [r]);
    else if (list.length <= COMMON_KEY) list.push(r);
  }

  add(r: MatchRecord): void {
    this.size++;
    this.families.add(r.family);
    if (r.referenceKey) this.putRare(`r|${r.referenceKey}`, r);
    for (const k of r.photoKeys) this.putRare(`p|${k}`, r);
    if (r.precise && r.lat !== null) this.put(`g|${r.market}|${Math.floor(r.lat / GRID)}|${Math.floor(r.lng! / GRID)}`, r);
    const pb = r.price !== null ? priceBucket(r.price) : null;
    const sb = r.surface !== null ? surfaceBucket(r.surface) : null;
    for (const b of blocks(r, this.families, false)) {
      if (pb !== null) this.put(`${b}|P${pb}`, r);
      if (sb !== null) this.put(`${b}|S${sb}`, r);
      if (pb !== null && sb !== null) this.put(`${b}|PS${pb}|${sb}`, r);
      if (pb !== null && sb === null) this.put(`${b}|Pn${pb}`, r);
      if (pb === null && sb !== null) this.put(`${b}|Sn${sb}`, r);
      if (pb === null && sb === null) this.put(`${b}|n0`, r);
    }
    // Price and surface together are selective enough to ignore the parish: a home near a
    // parish border is placed on either side by a street-level point or a town name.
    if (pb !== null && sb !== null) this.put(`${r.market}|${r.family}|*|PS${pb}|${sb}`, r);
  }

  private queryKeys(q: MatchRecord): string[] {
    const keys: string[] = [];
    if (q.referenceKey) keys.push(`r|${q.referenceKey}`);
    for (const k of q.photoKeys) keys.push(`p|${k}`);
    const prices = q.price !== null ? range(priceBucket(q.price), PRICE_REACH) : null;
    const surfaces = q.surface !== null ? range(surfaceBucket(q.surface), SURFACE_REACH) : null;
    for (const b of blocks(q, this.families, true)) {
      keys.push(`${b}|n0`);
      if (prices && surfaces) {
        for (const p of prices) for (const s of surfaces) keys.push(`${b}|PS${p}|${s}`);
        for (const p of prices) keys.push(`${b}|Pn${p}`);
        for (const s of surfaces) keys.push(`${b}|Sn${s}`);
      } else if (prices) {
        for (const p of prices) keys.push(`${b}|P${p}`);
      } else if (surfaces) {
        for (const s of surfaces) keys.push(`${b}|S${s}`);
      }
    }
    // Across parishes only the closest buckets: a pair placed in two parishes reaches the
    // threshold only if price and surface agree closely (and it keeps the query cheap).
    if (prices && surfaces && q.parish) {
      const [pc, sc] = [priceBucket(q.price!), surfaceBucket(q.surface!)];
      for (const p of range(pc, 1)) for (const s of range(sc, 1)) keys.push(`${q.market}|${q.family}|*|PS${p}|${s}`);
    }
    if (!prices && !surfaces && q.precise && q.lat !== null) {
      const la = Math.floor(q.lat / GRID);
      const ln = Math.floor(q.lng! / GRID);
      for (let i = -1; i <= 1; i++) for (let j = -1; j <= 1; j++) keys.push(`g|${q.market}|${la + i}|${ln + j}`);
    }
    return keys;
  }

  /** Every indexed advert that shares a blocking key with `q` (each once). */
  candidates(q: MatchRecord): MatchRecord[] {
    const stamp = ++queryStamp;
    const out: MatchRecord[] = [];
    for (const k of this.queryKeys(q)) {
      const list = this.postings.get(k);
      if (!list) continue;
      // A photo name or reference many adverts share ("IMG_1234", "1") says nothing: skip it
      // like a stop word; the attribute keys still find those adverts if they are close.
      if ((k.startsWith("p|") || k.startsWith("r|")) && list.length > COMMON_KEY) continue;
      for (const r of list) {
        if (r.queryStamp === stamp) continue;
        r.queryStamp = stamp;
        out.push(r);
      }
    }
    return out;
  }
}
