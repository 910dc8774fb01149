// The detail filters against seeded data (lib/search/detail-filters.ts, price-drop.ts), read
// by the site and by GET /v1/properties alike:
// town, maximum rooms and surface, features, "new this week" and "price dropped" (the
// drop of the advert that asks the lowest price, cut within the last 30 days), and the
// cards' drop badges read for a whole page in one statement.
import { beforeAll, describe, expect, it } from "vitest";
import { priceDropsFor } from "@/lib/search/price-drop";
import { searchProperties } from "@/lib/search/search-properties";
import { parseSearchParams } from "@/lib/search/search-query";
import { callApi } from "../support/api-client";
import { createKey, seedProperty } from "../support/api-fixtures";
import { claimTestArea, type TestArea } from "../support/test-area";

const DAY = 86_400_000;
const ago = (days: number) => new Date(Date.now() - days * DAY);
let area: TestArea;
const ids: Record<string, string> = {};

async function search(qs: string): Promise<string[]> {
  const parsed = parseSearchParams(new URLSearchParams(`bbox=${area.bbox}&limit=50&${qs}`));
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
  const result = await searchProperties(parsed.query, { maxRows: 50 });
  expect(result.meta.total).toBe(result.data.length);
  return result.data.map((p) => p.id).sort();
}
const only = (...names: string[]) => names.map((n) => ids[n]).sort();

beforeAll(async () => {
  area = await claimTestArea();
  const seed = async (name: string, i: number, extra: Parameters<typeof seedProperty>[0]) => {
    ids[name] = await seedProperty({ ...area.at(i), firstSeenAt: ago(60).toISOString(), ...extra });
  };
  // Cut from 420k to 400k 10 days ago, on the only advert.
  await seed("dropped", 0, {
    priceMin: 400_000,
    town: "Encamp",
    parish: "encamp",
    features: ["Lift", "Pool"],
    rooms: 3,
    surfaceM2: 90,
    listings: [
      {
        price: 400_000,
        history: [
          { price: 420_000, at: ago(50) },
          { price: 400_000, at: ago(10) },
        ],
      },
    ],
  });
  // Cut 45 days ago: outside the 30-day window.
  await seed("oldDrop", 1, {
    priceMin: 300_000,
    features: ["Closed garage"],
    rooms: 1,
    surfaceM2: 40,
    listings: [
      {
        price: 300_000,
        history: [
          { price: 330_000, at: ago(90) },
          { price: 300_000, at: ago(45) },
        ],
      },
    ],
  });
  // A rise is not a drop.
  await seed("raised", 2, {
    priceMin: 500_000,
    features: ["Furnished"],
    rooms: 5,
    surfaceM2: 200,
    listings: [
      {
        price: 500_000,
        history: [
          { price: 450_000, at: ago(40) },
          { price: 500_000, at: ago(5) },
        ],
      },
    ],
  });
  // The dearer source cut its price, but the cheapest one did not: the lowest price held.
  await seed("dearerCut", 3, {
    priceMin: 250_000,
    features: [],
    listings: [
      { sourceId: "cheap-portal", price: 250_000, history: [{ price: 250_000, at: ago(40) }] },
      {
        sourceId: "dear-portal",
        price: 270_000,
        history: [
          { price: 290_000, at: ago(40) },
          { price: 270_000, at: ago(3) },
        ],
      },
    ],
  });
  // First seen three days ago: new this week.
  await seed("fresh", 4, { firstSeenAt: ago(3).toISOString(), features: ["Terrace", "Garden"], rooms: 2 });
  // A removed advert's drop does not count.
  await seed("removedCut", 5, {
    priceMin: 350_000,
    listings: [
      { sourceId: "cheap-portal", price: 350_000 },
      {
        sourceId: "dear-portal",
        price: 350_000,
        status: "removed",
        history: [
          { price: 380_000, at: ago(20) },
          { price: 350_000, at: ago(2) },
        ],
      },
    ],
  });
});

describe("detail filters", () => {
  it("price dropped: only a cut of the lowest price within 30 days", async () => {
    expect(await search("priceDrop=1")).toEqual(only("dropped"));
  });

  it("new this week: first seen within 7 days", async () => {
    expect(await search("new=1")).toEqual(only("fresh"));
  });

  it("town, maximum rooms and surface", async () => {
    expect(await search("town=encamp")).toEqual(only("dropped"));
    expect(await search("maxRooms=1")).toEqual(only("oldDrop"));
    expect(await search("minRooms=2&maxRooms=3")).toEqual(only("dropped", "fresh", "dearerCut", "removedCut"));
    expect(await search("maxSurface=50")).toEqual(only("oldDrop"));
  });

  it("features: every chosen one, parking including a closed garage", async () => {
    expect(await search("features=pool")).toEqual(only("dropped"));
    expect(await search("features=parking")).toEqual(only("oldDrop"));
    expect(await search("features=terrace,garden")).toEqual(only("fresh"));
    expect(await search("features=lift,garden")).toEqual([]);
    expect(await search("features=furnished")).toEqual(only("raised"));
  });

  it("reads the badges of a page in one statement: percent, previous price, date of the cut", async () => {
    const drops = await priceDropsFor(Object.values(ids));
    expect([...drops.keys()]).toEqual([ids.dropped]);
    const d = drops.get(ids.dropped)!;
    expect(d.was).toBe(420_000);
    expect(d.price).toBe(400_000);
    expect(d.percent).toBeCloseTo(-20_000 / 420_000, 6);
    expect(Math.abs(Date.parse(d.at) - ago(10).getTime())).toBeLessThan(60_000);
  });

  it("a cursor belongs to its site filters: another maxRooms refuses it", async () => {
    const parse = (qs: string) => parseSearchParams(new URLSearchParams(`bbox=${area.bbox}&limit=1&${qs}`));
    const parsed = parse("maxRooms=3");
    if (!parsed.ok) throw new Error("parse");
    const first = await searchProperties(parsed.query, { maxRows: 1 });
    expect(first.meta.next_cursor).not.toBeNull();
    expect(parse(`maxRooms=3&cursor=${first.meta.next_cursor}`).ok).toBe(true);
    expect(parse(`maxRooms=4&cursor=${first.meta.next_cursor}`).ok).toBe(false);
  });

  it("GET /v1/properties takes every one of them and answers what the site shows", async () => {
    const { key } = await createKey("pro");
    for (const qs of [
      "priceDrop=1",
      "new=1",
      "town=encamp",
      "minRooms=2&maxRooms=3",
      "maxSurface=50",
      "features=terrace,garden",
      "parish=encamp&town=encamp&features=lift,pool&maxRooms=3&maxSurface=100",
    ]) {
      const r = await callApi(`/v1/properties?bbox=${area.bbox}&limit=50&${qs}`, { key });
      expect(r.status, qs).toBe(200);
      expect(r.body.data.map((p: { id: string }) => p.id).sort(), qs).toEqual(await search(qs));
    }
  });
});
