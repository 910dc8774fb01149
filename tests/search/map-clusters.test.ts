// The map of a search (lib/search/map-clusters.ts): every match, not one page, as grid
// squares whose counts add up to the located matches; the total equals the list's; squares
// in view list their homes, the others only count them; the list's filters apply.
import { beforeAll, describe, expect, it } from "vitest";
import { cellDegrees, MAP_DETAIL, mapClusters, type MapView } from "@/lib/search/map-clusters";
import { parseSearchParams, type SearchQuery } from "@/lib/search/search-query";
import { searchProperties } from "@/lib/search/search-properties";
import { seedProperty } from "../support/api-fixtures";
import { claimTestArea, type TestArea } from "../support/test-area";

// Prices no other test file uses: the query sees this file's homes only, located or not.
const PRICES = "minPrice=987650000&maxPrice=987659999";
let area: TestArea;
let box: MapView;

function query(qs: string): SearchQuery {
  const parsed = parseSearchParams(new URLSearchParams(`${PRICES}&${qs}`));
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
  return parsed.query;
}
const sum = (cells: { count: number }[]) => cells.reduce((n, c) => n + c.count, 0);

beforeAll(async () => {
  area = await claimTestArea();
  const [west, south, east, north] = area.bbox.split(",").map(Number);
  box = { west, south, east, north };
  // 40 homes along the area (every fourth with a pool), 3 more at one point, 2 without a place.
  for (let i = 0; i < 40; i++)
    await seedProperty({ ...area.at(i * 2), priceMin: 987_650_000 + i, features: i % 4 ? ["Lift"] : ["Pool"] });
  for (let i = 0; i < 3; i++) await seedProperty({ ...area.at(90), priceMin: 987_651_000 + i });
  for (let i = 0; i < 2; i++) await seedProperty({ lat: null, lng: null, priceMin: 987_652_000 + i });
});

describe("mapClusters", () => {
  it("counts every match, as the list does, and places every located one in a square", async () => {
    const q = query("");
    const list = await searchProperties(q, { maxRows: 10 });
    for (const zoom of [3, 8, 12, 16, 20]) {
      const map = await mapClusters(q, zoom, box);
      expect(map.total, `zoom ${zoom}`).toBe(list.meta.total);
      expect(map.total).toBe(45);
      expect(map.located).toBe(43);
      expect(sum(map.cells), `zoom ${zoom}`).toBe(43);
      expect(map.zoom).toBe(zoom);
    }
    const map = await mapClusters(q, 12);
    expect(map.bounds).toEqual({
      west: area.at(0).lng,
      south: area.at(0).lat,
      east: area.at(90).lng,
      north: area.at(0).lat,
    });
  });

  it("groups the homes into squares a few dozen pixels wide, finer as the map zooms in", async () => {
    const q = query("");
    const far = await mapClusters(q, 8, box);
    expect(far.cells).toHaveLength(1); // 0.009° of homes in a 1.4° square
    expect(far.cells[0].homes).toBeNull(); // more than MAP_DETAIL homes: only their count
    expect(far.cells[0].count).toBeGreaterThan(MAP_DETAIL);
    const near = await mapClusters(q, 20, box);
    // 0.0002° apart, squares of 0.00005°: every point a square of its own.
    expect(cellDegrees(20)).toBeLessThan(0.0002);
    expect(near.cells).toHaveLength(41);
    const shared = near.cells.find((c) => c.count === 3)!;
    expect(shared.homes!.map((h) => h.lat)).toEqual([area.at(90).lat, area.at(90).lat, area.at(90).lat]);
    const listed = near.cells.flatMap((c) => c.homes ?? []);
    expect(listed).toHaveLength(43);
    expect(listed[0]).toMatchObject({ currency: "EUR", type: "flat", precision: "exact", parish: "andorra_la_vella" });
  });

  it("lists homes only in the squares in view; the others still count", async () => {
    const elsewhere = { west: 2.5, south: 43.5, east: 2.6, north: 43.6 };
    const map = await mapClusters(query(""), 20, elsewhere);
    expect(map.cells.every((c) => c.homes === null)).toBe(true);
    expect(sum(map.cells)).toBe(43);
  });

  it("applies the list's filters (here features=pool)", async () => {
    const q = query("features=pool");
    const map = await mapClusters(q, 16, box);
    expect(map.total).toBe((await searchProperties(q, { maxRows: 1 })).meta.total);
    expect(map.located).toBe(10);
    expect(sum(map.cells)).toBe(10);
  });

  it("lists the homes of a square that all share one point, however many", async () => {
    for (let i = 0; i <= MAP_DETAIL; i++) await seedProperty({ ...area.at(70), priceMin: 987_660_000 + i });
    const q = parseOnly("minPrice=987660000&maxPrice=987669999");
    const map = await mapClusters(q, 14, box);
    expect(map.cells).toHaveLength(1);
    expect(map.cells[0].count).toBe(MAP_DETAIL + 1);
    expect(map.cells[0].homes).toHaveLength(MAP_DETAIL + 1);
  });
});

function parseOnly(qs: string): SearchQuery {
  const parsed = parseSearchParams(new URLSearchParams(qs));
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
  return parsed.query;
}
