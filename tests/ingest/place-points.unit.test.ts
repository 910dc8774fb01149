// Place points (place-points.ts): an exact point one source gives to three or more of its
// adverts is a town's, so its adverts are compared as town-level ones.
import { describe, expect, it } from "vitest";
import { Consolidator } from "@/lib/ingest/match/consolidate/consolidator";
import { demotePlacePoints } from "@/lib/ingest/match/calibration/place-points";
import type { MatchRecord } from "@/lib/ingest/match/record/match-record";
import { pairFeatures } from "@/lib/ingest/match/features/pair-features";
import { rec } from "../support/match-fixtures";

// A portal's own point for "Encamp", ~170 m from every reference centroid the normaliser knows.
const PLACE = { lat: 42.5371, lng: 1.5823 };
const at = (id: string, sourceId: string, point: { lat: number; lng: number }, over = {}) =>
  rec({ listingId: id, sourceId, ...point, locationPrecision: "exact", town: "Encamp", parish: "encamp", ...over });

describe("demotePlacePoints", () => {
  it("marks every advert at a point one source gives to three adverts, and only those", () => {
    const placed = [1, 2, 3].map((i) => at(`p${i}`, "s1", PLACE, { price: 200_000 * i }));
    const elsewhere = at("x", "s2", PLACE);
    const home = at("h", "s2", { lat: 42.5345, lng: 1.5861 });
    const two = [1, 2].map((i) => at(`t${i}`, "s3", { lat: 42.54, lng: 1.59 }, { price: 300_000 * i }));
    expect(demotePlacePoints([...placed, elsewhere, home, ...two])).toBe(4);
    expect([...placed, elsewhere].every((r) => !r.precise)).toBe(true);
    expect([home, ...two].every((r) => r.precise)).toBe(true);
  });

  it("leaves a rounded street-level point alone: neighbours share it by construction", () => {
    const street = [1, 2, 3].map((i) =>
      at(`s${i}`, "s1", { lat: 42.537, lng: 1.582 }, { locationPrecision: "street", price: 250_000 * i }),
    );
    expect(demotePlacePoints(street)).toBe(0);
    expect(street.every((r) => r.precise)).toBe(true);
  });

  it("compares a demoted advert with the home's real point by town, not as 170 m between exact points", () => {
    const placed = [1, 2, 3].map((i) => at(`p${i}`, "s1", PLACE, { price: 200_000 * i }));
    const home = at("h", "s2", { lat: 42.5357, lng: 1.5836 }, { price: 200_000 });
    const before = pairFeatures(placed[0], home).find((f) => f.startsWith("location:"));
    demotePlacePoints([...placed, home]);
    const after = pairFeatures(placed[0], home).find((f) => f.startsWith("location:"));
    expect(before).toMatch(/^location:precise:/);
    expect(after).toMatch(/^location:same_town:/);
  });
});

describe("Consolidator with a source's place point", () => {
  it("joins a town-only advert at an unknown town point to its home's exact advert", () => {
    // Source s1 puts its three Encamp adverts at its own town point; s2 has the homes' real
    // points, ~700 m up the valley: as two exact points that far apart, no pair would match.
    const flats = [
      { price: 210_000, surfaceM2: 55, rooms: 1 },
      { price: 395_000, surfaceM2: 98, rooms: 3 },
      { price: 640_000, surfaceM2: 140, rooms: 4 },
    ];
    const placed = flats.map((f, i) => at(`p${i}`, "s1", PLACE, { ...f, agency: null, propertyId: "" }));
    const real = flats.map((f, i) =>
      at(
        `r${i}`,
        "s2",
        { lat: PLACE.lat + 0.006 + i * 0.0004, lng: PLACE.lng },
        { ...f, agency: null, propertyId: "" },
      ),
    );
    const c = new Consolidator();
    const fresh: MatchRecord[] = [...real, ...placed];
    c.beginSnapshot(fresh);
    for (const r of fresh) {
      const d = c.decide(r);
      r.propertyId = d.propertyId ?? `new-${r.listingId}`;
      c.add(r);
    }
    for (let i = 0; i < flats.length; i++) expect(placed[i].propertyId).toBe(real[i].propertyId);
  });
});
