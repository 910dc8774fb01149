// GET /v1/properties/{id}/valuation and GET /v1/valuation through their route handlers: the
// estimate from a cluster of seeded homes, the home itself and its probable twins left out of
// the comparables, 404 for what cannot be valued, and 400 naming the parameter.
import { beforeAll, describe, expect, it } from "vitest";
import { prisma } from "@/lib/db/client";
import { clearKeyCache } from "@/lib/api/authenticate-key";
import { invalidateValuationPool } from "@/lib/valuation/pool";
import { callApi } from "../support/api-client";
import { createKey, seedProperty } from "../support/api-fixtures";
import { claimTestArea } from "../support/test-area";

let pro: string;
let valued: string, twin: string, samePhoto: string, noSurface: string, land: string;
const cluster: string[] = [];

beforeAll(async () => {
  pro = (await createKey("pro")).key;
  const area = await claimTestArea();
  // Twelve flats around 3,500 €/m² of different sizes, then the valued one asking 20 % more.
  for (let i = 0; i < 12; i++) {
    const surfaceM2 = 60 + i * 8;
    cluster.push(await seedProperty({ ...area.at(i * 3), surfaceM2, priceMin: 3500 * surfaceM2, rooms: 2 }));
  }
  valued = await seedProperty({ ...area.at(50), surfaceM2: 100, priceMin: 420_000, rooms: 2 });
  // Another record of the same home (the matcher kept it apart): same facts, place and price.
  twin = await seedProperty({ ...area.at(50), surfaceM2: 101, priceMin: 423_000, rooms: 2 });
  // One sharing a photo with the valued home: probably the same home, whatever its facts say.
  samePhoto = await seedProperty({ ...area.at(52), surfaceM2: 130, priceMin: 300_000, rooms: 3 });
  await prisma.listing.updateMany({
    where: { propertyId: { in: [valued, samePhoto] } },
    data: { imageUrls: ["https://img.example/shared.jpg"] },
  });
  await prisma.photo.create({ data: { url: "https://img.example/shared.jpg", status: "ok", hash: 123456789n } });
  noSurface = await seedProperty({ ...area.at(60), surfaceM2: null });
  land = await seedProperty({ ...area.at(61), type: "land", surfaceM2: 500 });
  invalidateValuationPool();
  clearKeyCache();
});

describe("GET /v1/properties/{id}/valuation", () => {
  it("values a home from its neighbours, the asking price against the estimate", async () => {
    const r = await callApi(`/v1/properties/${valued}/valuation`, { key: pro });
    expect(r.status).toBe(200);
    const v = r.body.data;
    expect(v.currency).toBe("EUR");
    expect(v.period).toBeNull();
    expect(v.asking_price).toBe(420_000);
    expect(v.price).toBeGreaterThan(300_000);
    expect(v.price).toBeLessThan(400_000);
    expect(v.low).toBeLessThan(v.price);
    expect(v.high).toBeGreaterThan(v.price);
    expect(v.per_m2).toBe(Math.round(v.price / 100));
    expect(v.asking_vs_estimate).toBeCloseTo(420_000 / v.price - 1, 2);
    expect(v.asking_vs_estimate).toBeGreaterThan(0.05);
    // Other files' homes share the run's database, but more than a kilometre away: the cluster is nearest.
    const ours = v.comparables.filter((c: { property: { id: string } }) => cluster.includes(c.property.id));
    expect(ours.length).toBeGreaterThan(5);
    for (const c of ours) {
      expect(c.similarity).toBeGreaterThan(0);
      expect(c.similarity).toBeLessThanOrEqual(1);
      expect(c.distance_m).toBeLessThan(1000);
      // Each comparable's price per m², carried over to the valued home's 100 m².
      expect(c.adjusted_price / 100).toBeGreaterThan(2500);
      expect(c.adjusted_price / 100).toBeLessThan(4500);
    }
    expect(new Date(v.as_of).getTime()).not.toBeNaN();
  });

  it("never counts the home itself, its twin record or a record sharing its photos", async () => {
    const ids = (await callApi(`/v1/properties/${valued}/valuation`, { key: pro })).body.data.comparables.map(
      (c: { property: { id: string } }) => c.property.id,
    );
    expect(ids).not.toContain(valued);
    expect(ids).not.toContain(twin);
    expect(ids).not.toContain(samePhoto);
    // The twin test is about the pair: the valued home is no comparable of its twin either.
    const ofTwin = (await callApi(`/v1/properties/${twin}/valuation`, { key: pro })).body.data.comparables;
    expect(ofTwin.map((c: { property: { id: string } }) => c.property.id)).not.toContain(valued);
  });

  it.each([
    ["an unknown id", () => "00000000-0000-4000-8000-000000000000", /No property/],
    ["a malformed id", () => "nope", /No property/],
    ["land", () => land, /not a home/],
  ])("404 not_found for %s", async (_label, id, message) => {
    const r = await callApi(`/v1/properties/${id()}/valuation`, { key: pro });
    expect(r.status).toBe(404);
    expect(r.body.error.code).toBe("not_found");
    expect(r.body.error.message).toMatch(message);
  });

  it("values a home without a surface on the typical surface of its kind, with low confidence", async () => {
    const r = await callApi(`/v1/properties/${noSurface}/valuation`, { key: pro });
    expect(r.status).toBe(200);
    expect(r.body.data.confidence).toBe("low");
    expect(r.body.data.price).toBeGreaterThan(0);
    expect(r.body.data.high / r.body.data.low).toBeGreaterThan(1.5);
  });

  it("400 for an unknown parameter", async () => {
    const r = await callApi(`/v1/properties/${valued}/valuation?op=rent`, { key: pro });
    expect(r.status).toBe(400);
    expect(r.body.error.message).toContain("op");
  });
});

describe("GET /v1/valuation", () => {
  it("values a home described by its facts: a larger one is worth more, the place by parish, town or point", async () => {
    const area = await claimTestArea();
    const near = `lat=${area.at(0).lat}&lng=${area.at(0).lng}`;
    const small = await callApi(`/v1/valuation?type=flat&${near}&surface_m2=60&rooms=1`, { key: pro });
    const large = await callApi(`/v1/valuation?type=flat&${near}&surface_m2=140&rooms=3&features=Lift,Parking`, {
      key: pro,
    });
    expect(small.status).toBe(200);
    expect(large.body.data.price).toBeGreaterThan(small.body.data.price);
    expect(small.body.data.asking_price).toBeNull();
    expect(small.body.data.asking_vs_estimate).toBeNull();
    for (const place of ["parish=andorra_la_vella", "town=les_escaldes"]) {
      const r = await callApi(`/v1/valuation?${place}&surface_m2=80`, { key: pro });
      expect(r.status, place).toBe(200);
      expect(r.body.data.price, place).toBeGreaterThan(0);
    }
  });

  it.each([
    ["parish=ordino", "surface_m2"],
    ["parish=ordino&surface_m2=0", "surface_m2"],
    ["parish=ordino&surface_m2=5", "surface_m2"],
    ["parish=ordino&surface_m2=80.5", "surface_m2"],
    ["surface_m2=80", "parish"],
    ["parish=ordino&town=les_escaldes&surface_m2=80", "town"],
    ["lat=42.5&surface_m2=80", "lng"],
    ["lat=north&lng=1.5&surface_m2=80", "lat"],
    ["town=atlantis&surface_m2=80", "town"],
    ["parish=paris&surface_m2=80", "parish"],
    ["parish=ordino&surface_m2=80&type=land", "type"],
    ["parish=ordino&surface_m2=80&op=seasonal_rent", "op"],
    ["parish=ordino&surface_m2=80&features=Moat", "features"],
    ["parish=ordino&surface_m2=80&rooms=-1", "rooms"],
    ["parish=ordino&surface_m2=80&colour=red", "colour"],
  ])("400 invalid_parameter for %s naming %s", async (qs, name) => {
    const r = await callApi(`/v1/valuation?${qs}`, { key: pro });
    expect(r.status).toBe(400);
    expect(r.body.error.code).toBe("invalid_parameter");
    expect(r.body.error.message).toContain(name);
  });
});
