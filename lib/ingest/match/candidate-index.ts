// Blocking: only adverts that share a key with the query are scored. Keys are built so
// that every pair that could reach the match threshold shares one: same reference, a
// shared photo name, or the same market/type family/parish block with price (or, when
// price is unknown, surface) in neighbouring logarithmic buckets.
import { PARISH_IDS } from "@/lib/geo";
import type { MatchRecord, TypeFamily } from "./record";

const PRICE_STEP = Math.log(1.025); // 2.5 % buckets
const PRICE_REACH = 3; // ±3 buckets ≈ ±8 %: beyond, the price signal is ≤ 0
const SURFACE_STEP = Math.log(1.02);
const GRID = 0.005; // degrees, ~550 m × 410 m

const bucket = (value: number, step: number) => Math.floor(Math.log(Math.max(value, 1)) / step);

/** Surface buckets covering max(5 m², 5 %) either side: the band the surface signal rewards. */
function surfaceReach(surface: number): number {
  const rel = Math.max(5 / Math.max(surface, 1), 0.05);
  return Math.ceil(Math.log(1 + rel) / SURFACE_STEP);
}

function blocks(r: MatchRecord, forQuery: boolean): string[] {
  const families: Array<TypeFamily | "*"> = !forQuery ? [r.family] : r.family === "other" ? ["*"] : [r.family, "other"];
  const parishes = !forQuery ? [r.parish ?? "?"] : r.parish ? [r.parish, "?"] : [...PARISH_IDS, "?"];
  const out: string[] = [];
  for (const f of families) for (const p of parishes) out.push(`${r.market}|${f}|${p}`);
  return out;
}

export class CandidateIndex {
  private postings = new Map<string, MatchRecord[]>();
  private familiesSeen = new Set<TypeFamily>();
  size = 0;

  private put(key: string, r: MatchRecord) {
    const list = this.postings.get(key);
    if (list) list.push(r);
    else this.postings.set(key, [r]);
  }

  add(r: MatchRecord): void {
    this.size++;
    this.familiesSeen.add(r.family);
    if (r.referenceKey) this.put(`r|${r.referenceKey}`, r);
    for (const k of r.photoKeys) this.put(`p|${k}`, r);
    if (r.precise && r.lat !== null) this.put(`g|${r.market}|${Math.floor(r.lat / GRID)}|${Math.floor(r.lng! / GRID)}`, r);
    for (const b of blocks(r, false)) {
      if (r.price !== null) this.put(`${b}|$${bucket(r.price, PRICE_STEP)}`, r);
      if (r.surface !== null) this.put(`${b}|s${bucket(r.surface, SURFACE_STEP)}`, r);
      if (r.price === null && r.surface !== null) this.put(`${b}|s0${bucket(r.surface, SURFACE_STEP)}`, r);
      if (r.price === null && r.surface === null) this.put(`${b}|n0`, r);
    }
  }

  /** Every indexed advert that shares a blocking key with `q` (each once). */
  candidates(q: MatchRecord): MatchRecord[] {
    const keys: string[] = [];
    if (q.referenceKey) keys.push(`r|${q.referenceKey}`);
    for (const k of q.photoKeys) keys.push(`p|${k}`);
    const expanded = blocks(q, true).flatMap((b) =>
      b.includes("|*|") ? [...this.familiesSeen].map((f) => b.replace("|*|", `|${f}|`)) : [b],
    );
    for (const b of expanded) {
      keys.push(`${b}|n0`);
      if (q.price !== null) {
        const c = bucket(q.price, PRICE_STEP);
        for (let i = c - PRICE_REACH; i <= c + PRICE_REACH; i++) keys.push(`${b}|$${i}`);
      }
      if (q.surface !== null) {
        const c = bucket(q.surface, SURFACE_STEP);
        const reach = surfaceReach(q.surface);
        // With a price, adverts that have one were found by price; only price-less ones remain.
        const prefix = q.price !== null ? "s0" : "s";
        for (let i = c - reach; i <= c + reach; i++) keys.push(`${b}|${prefix}${i}`);
      }
    }
    if (q.price === null && q.surface === null && q.precise && q.lat !== null) {
      const la = Math.floor(q.lat / GRID);
      const ln = Math.floor(q.lng! / GRID);
      for (let i = -1; i <= 1; i++) for (let j = -1; j <= 1; j++) keys.push(`g|${q.market}|${la + i}|${ln + j}`);
    }
    const seen = new Set<MatchRecord>();
    for (const k of keys) for (const r of this.postings.get(k) ?? []) seen.add(r);
    return [...seen];
  }
}
