// Blocking (candidate-index.ts) and the run-wide ordering score built on it
// (Consolidator.bestAmongNew): the shortcuts that make a run of 100,000 new adverts
// affordable must give exactly what the plain definitions give.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { CandidateIndex } from "@/lib/ingest/match/blocking/candidate-index";
import { Consolidator } from "@/lib/ingest/match/consolidate/consolidator";
import type { MatchRecord } from "@/lib/ingest/match/record/match-record";
import { toMatchRecord } from "@/lib/ingest/match/record/to-match-record";
import { pairScore } from "@/lib/ingest/match/scoring/score";
import { flat, rec } from "../support/match-fixtures";

// Adverts drawn close together (few parishes, types, prices and surfaces), so that blocks,
// stop-word photo names (more than 10 adverts share one) and twins all occur.
const advert = fc.record({
  sourceId: fc.constantFrom("s1", "s2", "s3"),
  operation: fc.constantFrom("sale" as const, "rent" as const),
  type: fc.constantFrom("flat" as const, "penthouse" as const, "chalet" as const, "other" as const),
  price: fc.option(fc.integer({ min: 300000, max: 330000 }), { nil: null, freq: 4 }),
  surfaceM2: fc.option(fc.integer({ min: 80, max: 92 }), { nil: null, freq: 4 }),
  parish: fc.constantFrom("escaldes_engordany" as const, "andorra_la_vella" as const, null),
  precision: fc.constantFrom("exact" as const, "town" as const),
  lat: fc.double({ min: 42.505, max: 42.515, noNaN: true }),
  reference: fc.constantFrom(null, "A-1", "A-2"),
  photos: fc.subarray(["IMG_0001.jpg", "IMG_0002.jpg", "salo-vistes.jpg"]),
});

const records = (n: number) =>
  fc.array(advert, { minLength: 2, maxLength: n }).map((xs) =>
    xs.map((x, i) =>
      rec({
        listingId: `l${i}`,
        propertyId: "",
        sourceId: x.sourceId,
        operation: x.operation,
        type: x.type,
        price: x.price,
        surfaceM2: x.surfaceM2,
        parish: x.parish,
        town: null,
        lat: x.lat,
        lng: 1.53,
        locationPrecision: x.precision,
        reference: x.reference,
        imageUrls: x.photos.map((p) => `https://img.example/${x.sourceId}/${i}/${p}`),
      }),
    ),
  );

const indexOf = (rs: MatchRecord[]) => {
  const index = new CandidateIndex();
  for (const r of rs) index.add(r);
  return index;
};
const ids = (rs: MatchRecord[]) => rs.map((r) => r.listingId).sort();

describe("CandidateIndex", () => {
  it("finds pairs both ways when both adverts have a price or a surface", () => {
    fc.assert(
      fc.property(records(40), (rs) => {
        const index = indexOf(rs);
        const found = new Map(rs.map((r) => [r, new Set(index.candidates(r))]));
        for (const a of rs) {
          if (a.price === null && a.surface === null) continue;
          for (const b of found.get(a)!) {
            if (b.price === null && b.surface === null) continue;
            expect(found.get(b)!.has(a)).toBe(true);
          }
        }
      }),
      { numRuns: 150 },
    );
  });

  it("gives from a part of the adverts what the whole gives, minus the others (stop words as the whole's)", () => {
    fc.assert(
      fc.property(records(40), fc.array(fc.boolean(), { minLength: 40, maxLength: 40 }), (rs, inPart) => {
        const whole = indexOf(rs);
        const part = rs.filter((_, i) => inPart[i]);
        const partIndex = indexOf(part);
        const kept = new Set(part);
        for (const q of rs)
          expect(ids(partIndex.candidates(q, whole))).toEqual(ids(whole.candidates(q).filter((r) => kept.has(r))));
      }),
      { numRuns: 150 },
    );
  });

  it("skips a photo name more than ten adverts share, unless the same adverts are close anyway", () => {
    const shared = (i: number) =>
      rec({
        listingId: `l${i}`,
        sourceId: `s${i}`,
        price: 100000 * (i + 1),
        imageUrls: ["https://img.example/IMG_0001.jpg"],
      });
    const few = indexOf([0, 1, 2].map(shared));
    expect(few.candidates(shared(0)).map((r) => r.listingId)).toContain("l2");
    const many = indexOf(Array.from({ length: 12 }, (_, i) => shared(i)));
    expect(many.candidates(shared(0)).map((r) => r.listingId)).not.toContain("l9");
  });

  it("reaches a plot by price whatever placeholder surface each source states", () => {
    // "1 m²" and "4 m²" of one plot are four buckets apart as measures; they are no measure.
    const plot = (id: string, surfaceM2: number | null, price: number | null = 1_200_000) =>
      rec({ listingId: id, sourceId: id, type: "land", price, surfaceM2, lat: null, lng: null });
    const index = indexOf([plot("one", 1), plot("none", null), plot("measured", 3815), plot("same", 4)]);
    const found = index.candidates(plot("four", 4)).map((r) => r.listingId);
    expect(found).toEqual(expect.arrayContaining(["one", "none", "measured", "same"]));
    // A measured surface still blocks on its own bucket: 3815 m² does not reach 100 m².
    expect(index.candidates(plot("small", 100)).map((r) => r.listingId)).not.toContain("measured");
    // Without a price, the placeholder is all there is to meet by, both ways.
    const unpriced = indexOf([plot("twin", 2, null), plot("priced", 2)]);
    expect(
      unpriced
        .candidates(plot("q", 2, null))
        .map((r) => r.listingId)
        .sort(),
    ).toEqual(["priced", "twin"]);
    expect(
      unpriced
        .candidates(plot("q", 2))
        .map((r) => r.listingId)
        .sort(),
    ).toEqual(["priced", "twin"]);
  });
});

describe("Consolidator.bestAmongNew", () => {
  it("is each new advert's best two scores against the run's new adverts of other sources", () => {
    fc.assert(
      fc.property(records(60), (rs) => {
        const c = new Consolidator();
        c.beginSnapshot(rs);
        const certainty = c.bestAmongNew();
        const all = indexOf(rs);
        rs.forEach((q, i) => {
          const scores = all
            .candidates(q)
            .filter((r) => r.sourceId !== q.sourceId)
            .map((r) => pairScore(q, r))
            .sort((a, b) => b - a);
          expect(certainty[i]).toEqual({ best: scores[0] ?? -Infinity, second: scores[1] ?? -Infinity });
        });
      }),
      { numRuns: 150 },
    );
  });

  it("is -Infinity for every advert when the run has one source", () => {
    const rs = [rec({ listingId: "a" }), rec({ listingId: "b", reference: "other" })];
    const c = new Consolidator();
    c.beginSnapshot(rs);
    expect(c.bestAmongNew().map((x) => x.best)).toEqual([-Infinity, -Infinity]);
  });

  it("meets by a shared picture whatever the prices, and not by a third of hash many adverts share", () => {
    // One home priced 12 % apart (out of the price window), the same picture recompressed:
    // its hash differs in 2 bits, in the first and the last thirds; the middle one is shared.
    const picture = 0x0123_4567_89ab_cdefn;
    const twin = picture ^ 0x0001_0000_0001_0000n;
    const photo = (id: string, price: number, hash: bigint) =>
      toMatchRecord(
        { ...flat, listingId: id, sourceId: id, price, imageUrls: [`https://img.example/${id}.jpg`] },
        new Map([[`https://img.example/${id}.jpg`, BigInt.asIntN(64, hash)]]),
      );
    const a = photo("a", 400_000, picture);
    const b = photo("b", 448_000, twin);
    const other = photo("other", 448_000, ~picture);
    const index = indexOf([b, other]);
    expect(ids(index.candidates(a))).toEqual(["b"]);
    expect(ids(indexOf([a]).candidates(b))).toEqual(["a"]);
    // Low thirds on more than ten adverts (a flat sky) are skipped like a common photo name.
    const sky = Array.from({ length: 11 }, (_, i) => photo(`s${i}`, 900_000 + i, BigInt(i + 1) << 48n));
    expect(ids(indexOf([...sky, b]).candidates(a))).toEqual(["b"]);
    expect(ids(indexOf(sky).candidates(photo("q", 400_000, 0xffff_0000_0000_0000n)))).toEqual([]);
  });
});
