// How much a shared picture says, measured in the adverts being matched, not from a list:
// one home's photo is on at most one advert of each source (two when a portal shows the
// home through two agencies), while an agency's logo, a stock picture or a promotion's
// renders are on many adverts of one source, each of another home. A picture's weight is
// 1 / (the most adverts any one source shows it on), counting every hash within
// NEAR_BITS as the same picture. The measure holds for any number of sources.
import { hashPart } from "../evidence/photo-prints";
import { NEAR_BITS } from "../settings";
import type { MatchRecord } from "../record/match-record";

// Pigeonhole: two 64-bit hashes within NEAR_BITS bits agree exactly on at least one of
// NEAR_BITS + 1 disjoint parts, so candidates are found by part and then checked.
const PARTS = NEAR_BITS + 1;

/** Part `c` of a hash given as its 32-bit halves, tagged with its position. */
const chunk = (hi: number, lo: number, c: number) => c * 2 ** 32 + hashPart(hi, lo, c, PARTS);

const distance = (a: [number, number], b: [number, number]) => {
  let n = 0;
  for (let x = (a[0] ^ b[0]) >>> 0; x; x &= x - 1) n++;
  for (let x = (a[1] ^ b[1]) >>> 0; x; x &= x - 1) n++;
  return n;
};

/** What the measure reads and sets of an advert. */
type Album = Pick<MatchRecord, "sourceId" | "prints" | "printWeights">;

/** Sets every record's `printWeights` from the pictures' spread over `records`' sources. */
export function measurePhotoRarity(records: Album[]): void {
  // Distinct hash values, each with the adverts showing it.
  const values = new Map<string, { hash: [number, number]; holders: Album[] }>();
  for (const r of records) {
    for (let i = 0; i < r.prints.length >> 1; i++) {
      const key = `${r.prints[2 * i]}:${r.prints[2 * i + 1]}`;
      const v = values.get(key);
      if (v) v.holders.push(r);
      else values.set(key, { hash: [r.prints[2 * i], r.prints[2 * i + 1]], holders: [r] });
    }
  }
  const list = [...values.values()];
  const buckets = new Map<number, number[]>();
  list.forEach((v, n) => {
    for (let c = 0; c < PARTS; c++) {
      const k = chunk(v.hash[0], v.hash[1], c);
      const b = buckets.get(k);
      if (b) b.push(n);
      else buckets.set(k, [n]);
    }
  });
  const weightOf = new Map<string, number>();
  list.forEach((v, n) => {
    const near = new Set<number>([n]);
    for (let c = 0; c < PARTS; c++)
      for (const m of buckets.get(chunk(v.hash[0], v.hash[1], c)) ?? [])
        if (!near.has(m) && distance(v.hash, list[m].hash) <= NEAR_BITS) near.add(m);
    const perSource = new Map<string, Set<Album>>();
    for (const m of near)
      for (const r of list[m].holders) {
        const s = perSource.get(r.sourceId);
        if (s) s.add(r);
        else perSource.set(r.sourceId, new Set([r]));
      }
    let most = 1;
    for (const s of perSource.values()) most = Math.max(most, s.size);
    weightOf.set(`${v.hash[0]}:${v.hash[1]}`, 1 / most);
  });
  for (const r of records) {
    const w = new Float64Array(r.prints.length >> 1);
    for (let i = 0; i < w.length; i++) w[i] = weightOf.get(`${r.prints[2 * i]}:${r.prints[2 * i + 1]}`) ?? 1;
    r.printWeights = w;
  }
}
