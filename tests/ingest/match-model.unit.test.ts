// The fitted match model: the feature keys against the generated weight table, and the
// hot-path score against the explained one (the fitting itself: tests/dev/logistic.unit.test.ts).
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { MATCH_WEIGHTS } from "@/lib/ingest/match/scoring/match-weights";
import { FEATURE_KEYS, MONOTONE_CHAINS } from "@/lib/ingest/match/features/feature-ids";
import { pairFeatures } from "@/lib/ingest/match/features/pair-features";
import { pairScore, scorePair } from "@/lib/ingest/match/scoring/score";
import { other, rec } from "../support/match-fixtures";

describe("feature keys and the weight table", () => {
  it("weighs only features the scorer can produce (a renamed feature would lose its weight)", () => {
    const known = new Set(FEATURE_KEYS);
    expect(Object.keys(MATCH_WEIGHTS).filter((k) => !known.has(k))).toEqual([]);
  });

  it("keeps banded weights monotone: closer is never less evidence", () => {
    for (const chain of MONOTONE_CHAINS) {
      const ws = chain.filter((k) => k in MATCH_WEIGHTS).map((k) => MATCH_WEIGHTS[k]);
      for (let i = 1; i < ws.length; i++) expect(ws[i]).toBeLessThanOrEqual(ws[i - 1] + 1e-9);
    }
  });

  it("describes a pair by one feature per group, in bands", () => {
    const keys = pairFeatures(rec({}), other({ price: 352000, surfaceM2: 86, bathrooms: 3, lat: 42.5134 }));
    expect(keys).toEqual(
      expect.arrayContaining([
        "price:0.01",
        "surface:share:0",
        "rooms:0",
        "bathrooms:1",
        "type:same",
        "agency:same",
        "location:precise:100",
      ]),
    );
    expect(new Set(keys.map((k) => k.split(":")[0])).size).toBe(keys.length - 1); // agency twice: alone and with the reference
  });

  it("compares surfaces as a share of the larger, after a square metre of rounding", () => {
    // Useful area on one portal (86 m²), built on the other (100 m²): 13 % apart.
    expect(pairFeatures(rec({ surfaceM2: 100 }), other({ surfaceM2: 86 }))).toContain("surface:share:0.15");
    // The same 14 m² on a chalet of 1,000 m² is a rounding: 1.3 %.
    expect(pairFeatures(rec({ surfaceM2: 1000 }), other({ surfaceM2: 986 }))).toContain("surface:share:0.02");
  });

  it("reads a street-level point's distance net of its rounding", () => {
    const exact = { lat: 42.512934, lng: 1.539187 };
    const location = (keys: string[]) => keys.find((k) => k.startsWith("location:"));
    // The same point truncated to three decimals is ~105 m away: what rounding explains.
    expect(location(pairFeatures(rec(exact), other({ lat: 42.512, lng: 1.539, locationPrecision: "street" })))).toBe(
      "location:precise:10",
    );
    // Two exact points that far apart are read as they are.
    expect(location(pairFeatures(rec(exact), other({ lat: 42.512, lng: 1.539, locationPrecision: "exact" })))).toBe(
      "location:precise:200",
    );
    // A street-level point beyond its rounding still counts the rest: ~280 m → ~180 m.
    expect(location(pairFeatures(rec(exact), other({ lat: 42.5104, lng: 1.5392, locationPrecision: "street" })))).toBe(
      "location:precise:200",
    );
  });

  it("does not read the wording of descriptions: templates and languages are the portal's, not the home's", () => {
    const same = scorePair(
      rec({ description: "Pis a les Escaldes, 3 habitacions, 85 m², amb ascensor." }),
      other({ description: "Pis a les Escaldes, 3 habitacions, 85 m², amb ascensor." }),
    );
    const reworded = scorePair(
      rec({ description: "Pis a les Escaldes, 3 habitacions, 85 m², amb ascensor." }),
      other({ description: "Flat · 3 bedrooms · 85 m2 · les Escaldes. Extras: lift." }),
    );
    expect(reworded.score).toBe(same.score);
  });
});

describe("pairScore", () => {
  it("equals the explained score, whose groups add up to it", () => {
    const variant = fc.record({
      price: fc.option(fc.integer({ min: 100000, max: 400000 }), { nil: null }),
      surfaceM2: fc.option(fc.integer({ min: 1, max: 200 }), { nil: null }),
      rooms: fc.option(fc.integer({ min: 0, max: 5 }), { nil: null }),
      bathrooms: fc.option(fc.integer({ min: 0, max: 3 }), { nil: null }),
      lat: fc.double({ min: 42.45, max: 42.6, noNaN: true }),
      agency: fc.constantFrom(null, "Finques Alfa", "Beta Immo"),
      reference: fc.constantFrom(null, "A-101", "A-102"),
      features: fc.subarray(["Lift", "Terrace", "Parking"]),
    });
    fc.assert(
      fc.property(variant, variant, (x, y) => {
        const a = rec(x);
        const b = other(y);
        const explained = scorePair(a, b);
        expect(pairScore(a, b)).toBe(explained.score);
        if (explained.veto) return;
        const sum = Object.values(explained.signals).reduce((s, v) => s + v, 0);
        expect(Math.abs(sum - explained.score)).toBeLessThan(0.1);
      }),
      { numRuns: 300 },
    );
  });

  it("is symmetric: a pair scores the same whichever advert asks (a run scores each pair once)", () => {
    const variant = fc.record({
      sourceId: fc.constantFrom("s1", "s2"),
      price: fc.option(fc.integer({ min: 100000, max: 400000 }), { nil: null }),
      surfaceM2: fc.option(fc.integer({ min: 1, max: 200 }), { nil: null }),
      rooms: fc.option(fc.integer({ min: 0, max: 5 }), { nil: null }),
      lat: fc.double({ min: 42.45, max: 42.6, noNaN: true }),
      locationPrecision: fc.constantFrom("exact" as const, "street" as const, "town" as const),
      agency: fc.constantFrom(null, "Finques Alfa", "Beta Immo"),
      reference: fc.constantFrom(null, "A-101", "A-102"),
      imageUrls: fc.subarray([
        "https://i.example/IMG_0001.jpg",
        "https://i.example/IMG_0002.jpg",
        "https://i.example/salo.jpg",
      ]),
      features: fc.subarray(["Lift", "Terrace", "Parking"]),
      description: fc.constantFrom(null, "Pis al 3r pis, porta B, edifici Roc", "Piso en planta 2, edificio Sol"),
    });
    fc.assert(
      fc.property(variant, variant, (x, y) => {
        const a = rec(x);
        const b = rec({ listingId: "b", ...y });
        expect(pairScore(b, a)).toBe(pairScore(a, b));
      }),
      { numRuns: 500 },
    );
  });
});
