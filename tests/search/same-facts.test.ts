// Same-facts properties (lib/search/same-facts.ts): active properties that state another's
// operation, type, price, surface, bedrooms and parish through a different agency, listed
// for the property page and counted for a page of cards. Facts no other test file uses
// keep other files' properties out of the groups.
import { beforeAll, describe, expect, it } from "vitest";
import { sameFactsCounts, sameFactsProperties } from "@/lib/search/same-facts";
import { ensureSource, seedProperty, type PropertySeed } from "../support/api-fixtures";
import { claimTestArea } from "../support/test-area";

const FACTS = { priceMin: 987_123, surfaceM2: 71.5, rooms: 2, parish: "canillo", type: "flat" } as const;
const ids: Record<string, string> = {};

beforeAll(async () => {
  const area = await claimTestArea();
  await ensureSource("same-facts-a", "Portal A");
  await ensureSource("same-facts-b", "Portal B");
  let i = 0;
  const seed = async (name: string, extra: PropertySeed) => {
    ids[name] = await seedProperty({ ...area.at(i++), ...FACTS, ...extra });
  };
  await seed("home", { listings: [{ sourceId: "same-facts-a", agency: "Pirineus Immobiliària" }] });
  // Two portals, one advert withdrawn: only the active one's source and agency are shown.
  await seed("otherAgency", {
    listings: [
      { sourceId: "same-facts-b", agency: "Finques Valira" },
      { sourceId: "same-facts-a", agency: "Old Agency", status: "removed" },
    ],
  });
  // The home's agency, written another way: one agency's two adverts, not another agency's.
  await seed("sameAgency", { listings: [{ sourceId: "same-facts-b", agency: " pirineus immobiliària " }] });
  await seed("noAgency", { listings: [{ sourceId: "same-facts-b", agency: null }] });
  await seed("delisted", { status: "delisted", listings: [{ agency: "Delisted Agency", status: "removed" }] });
  await seed("otherRooms", { rooms: 3, listings: [{ agency: "R" }] });
  await seed("otherParish", { parish: "encamp", listings: [{ agency: "P" }] });
  await seed("otherSurface", { surfaceM2: 72, listings: [{ agency: "S" }] });
  await seed("otherType", { type: "duplex", listings: [{ agency: "T" }] });
  await seed("rent", { operation: "rent", listings: [{ agency: "O" }] });
  // A missing fact matches nothing, not even another missing one.
  await seed("noSurfaceA", { surfaceM2: null, listings: [{ agency: "N1" }] });
  await seed("noSurfaceB", { surfaceM2: null, listings: [{ agency: "N2" }] });
});

const names = (found: { id: string }[]) =>
  found.map((p) => Object.keys(ids).find((k) => ids[k] === p.id) ?? p.id).sort();

describe("sameFactsProperties", () => {
  it("lists the active same-facts properties of other agencies, not itself", async () => {
    expect(names(await sameFactsProperties(ids.home))).toEqual(["noAgency", "otherAgency"]);
  });

  it("names each one's active sources and agencies, with its facts", async () => {
    const found = await sameFactsProperties(ids.home);
    const other = found.find((p) => p.id === ids.otherAgency);
    expect(other).toMatchObject({
      sources: ["Portal B"],
      agencies: ["Finques Valira"],
      references: ["REF-0"],
      type: "flat",
      rooms: 2,
      surface_m2: 71.5,
      parish: "canillo",
      price: { min: 987_123, currency: "EUR", period: null },
    });
    expect(found.find((p) => p.id === ids.noAgency)?.agencies).toEqual([]);
  });

  it("answers for a delisted property too, listing only active ones", async () => {
    expect(names(await sameFactsProperties(ids.delisted))).toEqual(["home", "noAgency", "otherAgency", "sameAgency"]);
  });

  it("keeps to the limit", async () => {
    expect(await sameFactsProperties(ids.delisted, 2)).toHaveLength(2);
  });

  it("finds none when a fact is missing", async () => {
    expect(await sameFactsProperties(ids.noSurfaceA)).toEqual([]);
  });
});

describe("sameFactsCounts", () => {
  it("counts each property's same-facts others in one call, leaving out those with none", async () => {
    const counts = await sameFactsCounts(Object.values(ids));
    expect(Object.fromEntries([...counts].map(([id, n]) => [names([{ id }])[0], n]))).toEqual({
      home: 2, // otherAgency, noAgency
      otherAgency: 3, // home, sameAgency, noAgency
      sameAgency: 2, // otherAgency, noAgency
      noAgency: 3, // home, otherAgency, sameAgency
      delisted: 4,
    });
  });

  it("answers an empty page without a query", async () => {
    expect(await sameFactsCounts([])).toEqual(new Map());
  });
});
