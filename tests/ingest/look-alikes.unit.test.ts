// Look-alike counts: the most adverts one source shows with an advert's market, kind,
// surface (±2 m²) and price (±5 %). Sibling units in one portal make agreement on price
// and surface weaker evidence; a unique advert makes it stronger.
import { describe, expect, it } from "vitest";
import { measureLookAlikes } from "@/lib/ingest/match/calibration/look-alikes";
import type { MatchInput } from "@/lib/ingest/match/record/match-record";
import { rec as flatRecord } from "../support/match-fixtures";
import { scorePair } from "@/lib/ingest/match/scoring/score";

// The shared flat (tests/support/match-fixtures.ts) with propertyId: "".
const rec = (over: Partial<MatchInput>) => flatRecord({ propertyId: "", ...over });

describe("measureLookAlikes", () => {
  it("counts per source, within the tolerances, and takes the busiest source", () => {
    const q = rec({ listingId: "q", sourceId: "s1" });
    const records = [
      q,
      // Surface within 1 m² + 1 % (1.85 m² of q's 85), price within 5 %.
      rec({ listingId: "b1", sourceId: "s2", surfaceM2: 86, price: 366000 }), // 1 m², 4.6 %: alike
      rec({ listingId: "b2", sourceId: "s2", surfaceM2: 84, price: 340000 }), // alike
      rec({ listingId: "b3", sourceId: "s2", surfaceM2: 87.5 }), // 2.5 m² off: not alike
      rec({ listingId: "b4", sourceId: "s2", price: 370000 }), // 5.7 % off: not alike
      rec({ listingId: "c1", sourceId: "s3", operation: "rent", price: 350000 }), // another market
      rec({ listingId: "c2", sourceId: "s3", type: "house" }), // another kind
    ];
    measureLookAlikes(records);
    expect(q.lookAlikes).toBe(2); // s2 shows two; s1 only q itself
    expect(records[3].lookAlikes).toBe(2); // b3 (87.5 m²) and b1 (86 m²) in s2; q is 2.5 m² off
    expect(records[5].lookAlikes).toBe(1); // the only rental
    expect(records[6].lookAlikes).toBe(1); // the only house
  });

  it("reads an advert without surface by price among those without surface, and one with neither as unknown", () => {
    const q = rec({ listingId: "q", surfaceM2: null });
    const same = rec({ listingId: "x", sourceId: "s2", surfaceM2: null, price: 351000 });
    const other = rec({ listingId: "y", sourceId: "s2", surfaceM2: null, price: 351500 });
    const withSurface = rec({ listingId: "z", sourceId: "s2", price: 350000 });
    const blank = rec({ listingId: "n", surfaceM2: null, price: null });
    measureLookAlikes([q, same, other, withSurface, blank]);
    expect(q.lookAlikes).toBe(2);
    expect(withSurface.lookAlikes).toBe(1);
    expect(blank.lookAlikes).toBe(0);
  });

  it("makes the same agreement weaker evidence where a portal shows sibling units", () => {
    const a = rec({ listingId: "a", sourceId: "s1" });
    const b = rec({ listingId: "b", sourceId: "s2", price: 352000 });
    measureLookAlikes([a, b]);
    const unique = scorePair(a, b);
    const sibling = rec({ listingId: "s", sourceId: "s2", price: 348000, surfaceM2: 86, reference: "U-2" });
    measureLookAlikes([a, b, sibling]);
    expect(a.lookAlikes).toBe(2);
    const crowded = scorePair(a, b);
    expect(crowded.signals.lookalikes).toBeLessThan(unique.signals.lookalikes);
    expect(crowded.score).toBeCloseTo(unique.score - unique.signals.lookalikes + crowded.signals.lookalikes, 1);
  });
});
