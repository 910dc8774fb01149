// Photo content as evidence: the 64-bit dHash of each photo an advert shows (lib/photos,
// filled in by the photo stage before matching), compared by Hamming distance. One home's
// photos are the same pictures on every portal, resized, recompressed, cropped or
// watermarked: their hashes differ in a few bits, another picture's in about half.
// Each match counts by how rare the picture is (photo-rarity.ts): an agency's logo or a
// promotion's render is on many adverts of one source and says little.
import { LOOSE_BITS, NEAR_BITS } from "../settings";

/** Signed (Postgres bigint) hashes as pairs of 32-bit halves, distinct, in the order given. */
export function toPrints(hashes: readonly bigint[]): Uint32Array {
  const seen = new Set<bigint>();
  const out: number[] = [];
  for (const h of hashes) {
    const u = BigInt.asUintN(64, h);
    if (seen.has(u)) continue;
    seen.add(u);
    out.push(Number(u >> 32n), Number(u & 0xffffffffn));
  }
  return Uint32Array.from(out);
}

function popcount(x: number): number {
  x -= (x >>> 1) & 0x55555555;
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  return (((x + (x >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}

/**
 * Part `c` of a hash (given as its 32-bit halves) cut into `parts` disjoint runs of bits,
 * the last ones a bit wider when 64 does not divide evenly. Pigeonhole: two hashes within
 * `parts` − 1 bits agree exactly on at least one part, so near hashes are found by exact
 * lookups of their parts (blocking, photo rarity). Parts must be narrower than 32 bits.
 */
export function hashPart(hi: number, lo: number, c: number, parts: number): number {
  const size = Math.floor(64 / parts);
  const narrow = parts - (64 % parts); // the first `narrow` parts are `size` bits wide
  const from = c * size + Math.max(0, c - narrow);
  const width = c < narrow ? size : size + 1;
  // Bits from..from+width of the 64-bit value (lo holds bits 0–31).
  const low = from < 32 ? lo >>> from : 0;
  const high = from === 0 ? 0 : from < 32 ? hi << (32 - from) : hi >>> (from - 32);
  return (low | high) & (2 ** width - 1);
}

/** Hamming distance of print `i` of `a` and print `j` of `b`. */
const printDistance = (a: Uint32Array, i: number, b: Uint32Array, j: number) =>
  popcount(a[2 * i] ^ b[2 * j]) + popcount(a[2 * i + 1] ^ b[2 * j + 1]);

// Loose matches (LOOSE_BITS): a crop or a strong filter moves a dHash past NEAR_BITS, while
// a different picture is this close about once in two hundred comparisons (on dedup-rich a
// rare photo's nearest twin in a candidate pair a few bits past NEAR_BITS was far likelier
// one home's than another's). They are counted apart, so the fitted weights say what they
// are worth.

export type PhotoAgreement = {
  /** Photos of the smaller album with a near twin in the other, each counted by its rarity (0–1). */
  matched: number;
  /** `matched` as a share of the smaller album (rarity-weighted too). */
  share: number;
  /** Photos of the smaller album with no near twin but a loose one (rarity-weighted). */
  loose: number;
  /** The smaller album's size, in photos hashed. */
  smaller: number;
};

/**
 * The closest photo of `y` to photo `i` of `x` within `bits`, not taken yet (`used`, a bit
 * mask: albums are short, beyond 31 photos reuse is allowed); -1 when there is none.
 */
function closest(x: Uint32Array, i: number, y: Uint32Array, ny: number, used: number, bits: number): number {
  let best = -1;
  let bestDistance = bits + 1;
  for (let j = 0; j < ny; j++) {
    if (j < 31 && used & (1 << j)) continue;
    const d = printDistance(x, i, y, j);
    if (d < bestDistance) {
      bestDistance = d;
      best = j;
    }
  }
  return best;
}

/**
 * How many pictures two albums share, each counted once (a photo of `a` takes at most one
 * of `b`) and weighted by the rarer of the two sides' weights: near twins first, then
 * loose ones among the photos left. Null when a side has no hashed photo: nothing to compare.
 */
export function comparePrints(
  a: Uint32Array,
  aWeights: Float64Array,
  b: Uint32Array,
  bWeights: Float64Array,
): PhotoAgreement | null {
  const na = a.length >> 1;
  const nb = b.length >> 1;
  if (!na || !nb) return null;
  const [x, xw, y, yw, nx, ny] = na <= nb ? [a, aWeights, b, bWeights, na, nb] : [b, bWeights, a, aWeights, nb, na];
  let used = 0;
  let matched = 0;
  let total = 0;
  let unmatched = 0; // photos of x (bit mask, first 31) left for the loose pass
  for (let i = 0; i < nx; i++) {
    total += xw[i];
    const best = closest(x, i, y, ny, used, NEAR_BITS);
    if (best < 0) {
      if (i < 31) unmatched |= 1 << i;
      continue;
    }
    if (best < 31) used |= 1 << best;
    matched += Math.min(xw[i], yw[best]);
  }
  let loose = 0;
  for (let i = 0; i < Math.min(nx, 31) && unmatched; i++) {
    if (!(unmatched & (1 << i))) continue;
    const best = closest(x, i, y, ny, used, LOOSE_BITS);
    if (best < 0) continue;
    if (best < 31) used |= 1 << best;
    loose += Math.min(xw[i], yw[best]);
  }
  return { matched, share: total > 0 ? matched / total : 0, loose, smaller: nx };
}
