// Photo content as evidence: the 64-bit dHash of each photo an advert shows (lib/photos,
// filled in by the photo stage before matching), compared by Hamming distance. One home's
// photos are the same pictures on every portal, resized, recompressed, cropped or
// watermarked: their hashes differ in a few bits, another picture's in about half.
// Each match counts by how rare the picture is (photo-rarity.ts): an agency's logo or a
// promotion's render is on many adverts of one source and says little.

/** Bits two hashes of one picture may differ in. Re-encodings of one photo differ by 0–3
 *  bits; hashes of unrelated photos are spread around 32, a few hundredths under 6. */
export const NEAR_BITS = 4;

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

/** Hamming distance of print `i` of `a` and print `j` of `b`. */
const printDistance = (a: Uint32Array, i: number, b: Uint32Array, j: number) =>
  popcount(a[2 * i] ^ b[2 * j]) + popcount(a[2 * i + 1] ^ b[2 * j + 1]);

export type PhotoAgreement = {
  /** Photos of the smaller album with a near twin in the other, each counted by its rarity (0–1). */
  matched: number;
  /** `matched` as a share of the smaller album (rarity-weighted too). */
  share: number;
  /** The smaller album's size, in photos hashed. */
  smaller: number;
};

/**
 * How many pictures two albums share, each counted once (a photo of `a` takes at most one
 * of `b`) and weighted by the rarer of the two sides' weights. Null when a side has no
 * hashed photo: nothing to compare.
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
  let used = 0; // albums are short: a bit mask of `y`'s photos taken (beyond 31, reuse is allowed)
  let matched = 0;
  let total = 0;
  for (let i = 0; i < nx; i++) {
    total += xw[i];
    let best = -1;
    let bestDistance = NEAR_BITS + 1;
    for (let j = 0; j < ny; j++) {
      if (j < 31 && used & (1 << j)) continue;
      const d = printDistance(x, i, y, j);
      if (d < bestDistance) {
        bestDistance = d;
        best = j;
      }
    }
    if (best < 0) continue;
    if (best < 31) used |= 1 << best;
    matched += Math.min(xw[i], yw[best]);
  }
  return { matched, share: total > 0 ? matched / total : 0, smaller: nx };
}
