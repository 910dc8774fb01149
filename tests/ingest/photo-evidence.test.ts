// Photo content as match evidence (photo-prints.ts, photo-rarity.ts): one picture re-encoded
// on two portals matches within a few bits; a picture that one source shows on many adverts
// (an agency's logo, a promotion's render) is measured as worth little.
import { describe, expect, it } from "vitest";
import { comparePrints, hashPart, toPrints } from "@/lib/ingest/match/evidence/photo-prints";
import { measurePhotoRarity } from "@/lib/ingest/match/calibration/photo-rarity";
import { toMatchRecord } from "@/lib/ingest/match/record/to-match-record";
import { scorePair } from "@/lib/ingest/match/scoring/score";
import { rec } from "../support/match-fixtures";

/** A random-looking 64-bit hash per seed, and the same with `flips` low bits flipped. */
const hash = (seed: number, flips = 0) => {
  let x = BigInt(seed) * 0x9e3779b97f4a7c15n;
  x = BigInt.asIntN(64, x ^ (x >> 29n) ^ (x << 17n));
  return BigInt.asIntN(64, x ^ ((1n << BigInt(flips)) - 1n));
};
const ones = (n: number) => new Float64Array(n).fill(1);

/** An advert of `source` showing the pictures `seeds` (each re-encoded with `flips` bits changed). */
function advert(id: string, source: string, seeds: number[], flips = 0) {
  const urls = seeds.map((s) => `https://${source}.example/${id}/${s}.jpg`);
  const hashes = new Map(urls.map((u, i) => [u, hash(seeds[i], flips)]));
  return toMatchRecord({ ...rec({}), ...{ listingId: id, sourceId: source, imageUrls: urls } } as never, hashes);
}

describe("photo prints", () => {
  it("matches one picture re-encoded within a few bits, and not another picture", () => {
    const a = toPrints([hash(1), hash(2), hash(3)]);
    const b = toPrints([hash(3, 2), hash(1, 3), hash(9)]);
    const p = comparePrints(a, ones(3), b, ones(3))!;
    expect(p.matched).toBe(2);
    expect(p.share).toBeCloseTo(2 / 3);
    expect(comparePrints(a, ones(3), toPrints([hash(7), hash(8)]), ones(2))!.matched).toBe(0);
    expect(comparePrints(a, ones(3), new Uint32Array(0), ones(0))).toBeNull();
  });

  it("counts a copy past the near bits (a crop) as loose, apart, and only once a near twin is ruled out", () => {
    // hash(1, 6) differs in 6 bits (loose), hash(2, 9) in 9 (another picture), hash(3, 1) in 1.
    const a = toPrints([hash(1), hash(2), hash(3)]);
    const p = comparePrints(a, ones(3), toPrints([hash(1, 6), hash(2, 9), hash(3, 1)]), ones(3))!;
    expect(p).toMatchObject({ matched: 1, loose: 1 });
    // Picture 1's copy on the other side (1 bit off) goes to its near twin, not to a loose
    // reading of a cropped copy (6 bits) that comes first.
    const q = comparePrints(toPrints([hash(1, 6), hash(1)]), ones(2), toPrints([hash(1, 1), hash(9)]), ones(2))!;
    expect(q).toMatchObject({ matched: 1, loose: 0 });
  });

  it("cuts a hash into parts that tile its 64 bits, so hashes within parts − 1 bits share one", () => {
    for (const parts of [3, 5]) {
      for (let seed = 1; seed <= 50; seed++) {
        const [hi, lo] = toPrints([hash(seed)]);
        // Read back in order, the parts are the hash's bits, the last ones a bit wider.
        let rebuilt = 0n;
        let shift = 0n;
        for (let c = 0; c < parts; c++) {
          rebuilt |= BigInt(hashPart(hi, lo, c, parts)) << shift;
          shift += BigInt(Math.floor(64 / parts) + (c < parts - (64 % parts) ? 0 : 1));
        }
        expect(shift).toBe(64n);
        expect(rebuilt).toBe(BigInt.asUintN(64, hash(seed)));
        // Flipping parts − 1 bits spread as widely as they go leaves a part whole.
        const flipped = BigInt.asUintN(64, hash(seed)) ^ ((1n << 63n) | ((1n << BigInt(parts - 2)) - 1n));
        const [fhi, flo] = toPrints([flipped]);
        const same = Array.from(
          { length: parts },
          (_, c) => hashPart(hi, lo, c, parts) === hashPart(fhi, flo, c, parts),
        );
        expect(same.filter(Boolean).length).toBeGreaterThanOrEqual(1);
      }
    }
  });

  it("counts a picture once however many near copies the other album holds", () => {
    const p = comparePrints(toPrints([hash(1)]), ones(1), toPrints([hash(1, 1), hash(1, 2)]), ones(2))!;
    expect(p.matched).toBe(1);
  });
});

describe("photo rarity", () => {
  it("weighs a logo that one source shows on many adverts near nothing, a home's photo fully", () => {
    const logo = 500;
    const adverts = [1, 2, 3, 4].map((n) => advert(`s1-${n}`, "s1", [logo, n * 10, n * 10 + 1]));
    const twin = advert("s2-1", "s2", [logo, 10, 11], 2);
    measurePhotoRarity([...adverts, twin]);
    const [first] = adverts;
    const weights = [...first.printWeights];
    expect(Math.min(...weights)).toBeCloseTo(1 / 4);
    expect(weights.filter((w) => w === 1)).toHaveLength(2);
    // The twin shares two photos of the home and the logo: the logo adds only its weight.
    const p = comparePrints(first.prints, first.printWeights, twin.prints, twin.printWeights)!;
    expect(p.matched).toBeCloseTo(2.25);
    // Another home of the agency shares only the logo: next to nothing.
    const q = comparePrints(adverts[1].prints, adverts[1].printWeights, twin.prints, twin.printWeights)!;
    expect(q.matched).toBeCloseTo(0.25);
  });

  it("makes shared photos evidence for one home and disjoint albums evidence against", () => {
    const a = advert("a", "s1", [1, 2, 3, 4]);
    const same = advert("b", "s2", [2, 3, 4, 5], 2);
    const apart = advert("c", "s3", [6, 7, 8, 9]);
    measurePhotoRarity([a, same, apart]);
    expect(scorePair(a, same).signals.prints).toBeGreaterThan(1);
    expect(scorePair(a, apart).signals.prints).toBeLessThan(0);
  });

  it("reads a few photos that share none with the other album as no comparison, not as against", () => {
    // A syndicator shows two of the home's pictures, none of them among those another portal picked.
    const album = advert("a", "s1", [1, 2, 3, 4, 5, 6]);
    const few = advert("b", "s2", [7, 8]);
    const three = advert("c", "s3", [7, 8, 9]);
    measurePhotoRarity([album, few, three]);
    const thin = scorePair(album, few);
    expect(thin.signals.prints).toBeUndefined();
    expect(thin.score).toBe(scorePair(album, { ...few, prints: new Uint32Array(0), printWeights: ones(0) }).score);
    // From FEW_PHOTOS on, an album sharing none is evidence against.
    expect(scorePair(album, three).signals.prints).toBeLessThan(0);
  });
});
