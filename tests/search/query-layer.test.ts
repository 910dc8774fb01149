// The shared query layer against a real database: filters, the four sorts with nulls
// last, cursor/page walking without overlap, exact totals, detail, reference data, stats.
import { beforeAll, describe, expect, it } from "vitest";
import { prisma } from "@/lib/db/client";
import { getPropertyDetail } from "@/lib/search/property-detail";
import { listParishes, listTowns } from "@/lib/search/reference";
import { searchProperties } from "@/lib/search/search-properties";
import { parseSearchParams, type SearchQuery } from "@/lib/search/search-query";
import { getMarketStats, invalidateMarketStats } from "@/lib/stats";
import { seedProperty, touchProperty } from "../support/api-fixtures";
import { claimTestArea, type TestArea } from "../support/test-area";

// This file's properties live in their own area so other files' data never counts.
let area: TestArea;
/** Where tests that write put their properties, so the counts of the others stay fixed. */
let scratch: TestArea;
const at = (i: number) => area.at(i);
const q = (qs: string): SearchQuery => {
  const r = parseSearchParams(new URLSearchParams(`bbox=${area.bbox}&${qs}`));
  if (!r.ok) throw new Error(JSON.stringify(r.errors));
  return r.query;
};

const ids: string[] = [];
beforeAll(async () => {
  area = await claimTestArea();
  scratch = await claimTestArea();
  const prices = [100_000, 250_000, null, 250_000, 480_000, 90_000, null, 700_000];
  const surfaces = [50, null, 120, 80, null, 65, 200, 95];
  for (let i = 0; i < prices.length; i++)
    ids.push(
      await seedProperty({
        ...at(i),
        priceMin: prices[i],
        surfaceM2: surfaces[i],
        rooms: i % 4,
        parish: i % 2 ? "canillo" : "encamp",
      }),
    );
  await seedProperty({ ...at(20), type: "land" });
  await seedProperty({ ...at(21), status: "delisted" });
  await seedProperty({ ...at(22), operation: "rent", priceMin: 1500 });
});

async function walk(qs: string, limit: number) {
  const seen: string[] = [];
  let cursor: string | null = null;
  let page: number | null = 1;
  for (let guard = 0; guard < 50; guard++) {
    const sortNewest = !qs.includes("sort=");
    const query = q(`${qs}&limit=${limit}${sortNewest ? (cursor ? `&cursor=${cursor}` : "") : `&page=${page}`}`);
    const r = await searchProperties(query, { maxRows: 100, baseUrl: "http://site.test" });
    seen.push(...r.data.map((d) => d.id));
    if (sortNewest) {
      cursor = r.meta.next_cursor;
      if (!cursor) break;
    } else {
      page = r.meta.next_page;
      if (!page) break;
    }
  }
  return seen;
}

describe("searchProperties", () => {
  it("returns active homes of the operation only, with the exact total", async () => {
    const r = await searchProperties(q(""), { maxRows: 25, baseUrl: "http://site.test" });
    expect(r.meta.total).toBe(8);
    expect(new Set(r.data.map((d) => d.id))).toEqual(new Set(ids));
    expect(r.data[0].url).toBe(`http://site.test/properties/${r.data[0].id}`);
    expect(r.data[0].updated_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{6}Z$/);
  });

  it("includes non-homes only when asked through type", async () => {
    expect((await searchProperties(q("type=land"), { maxRows: 25 })).meta.total).toBe(1);
    expect((await searchProperties(q("type=land,flat"), { maxRows: 25 })).meta.total).toBe(9);
  });

  it("filters on price.min, rooms, surface and parish", async () => {
    const r = await searchProperties(q("minPrice=100000&maxPrice=300000&parish=canillo"), { maxRows: 25 });
    expect(r.data.every((d) => d.price.min! >= 100_000 && d.price.min! <= 300_000 && d.parish === "canillo")).toBe(
      true,
    );
    expect(r.meta.total).toBe(2);
    expect((await searchProperties(q("minRooms=3"), { maxRows: 25 })).meta.total).toBe(2);
    expect((await searchProperties(q("minSurface=90"), { maxRows: 25 })).meta.total).toBe(3);
  });

  it("sorts with nulls last and pages without overlap or gaps for every sort", async () => {
    for (const sort of ["", "sort=price_asc", "sort=price_desc", "sort=surface_desc"]) {
      for (const limit of [1, 3, 8]) {
        const seen = await walk(sort, limit);
        expect(seen.length, `${sort} limit=${limit}`).toBe(8);
        expect(new Set(seen)).toEqual(new Set(ids));
      }
    }
    const asc = (await searchProperties(q("sort=price_asc"), { maxRows: 25 })).data.map((d) => d.price.min);
    expect(asc).toEqual([90_000, 100_000, 250_000, 250_000, 480_000, 700_000, null, null]);
    const surf = (await searchProperties(q("sort=surface_desc"), { maxRows: 25 })).data.map((d) => d.surface_m2);
    expect(surf).toEqual([200, 120, 95, 80, 65, 50, null, null]);
  });

  it("keeps the total exact right after a write (cached totals follow the change clock)", async () => {
    const inScratch = (qs: string) => {
      const r = parseSearchParams(new URLSearchParams(`bbox=${scratch.bbox}&${qs}`));
      if (!r.ok) throw new Error(JSON.stringify(r.errors));
      return r.query;
    };
    const total = async () => (await searchProperties(inScratch("minRooms=1"), { maxRows: 25 })).meta.total;
    const before = await total();
    expect(await total()).toBe(before);
    const extra = await seedProperty({ ...scratch.at(40), rooms: 5 });
    expect(await total()).toBe(before + 1);
    await touchProperty(extra, { status: "delisted" });
    expect(await total()).toBe(before);
  });

  it("caps limit at the plan's rows and reports the limit applied", async () => {
    const r = await searchProperties(q("limit=500"), { maxRows: 5 });
    expect(r.meta.limit).toBe(5);
    expect(r.data).toHaveLength(5);
  });

  it("rejects a cursor issued for another query", async () => {
    const r = await searchProperties(q("limit=2"), { maxRows: 25 });
    const other = parseSearchParams(new URLSearchParams(`bbox=${area.bbox}&minRooms=1&cursor=${r.meta.next_cursor}`));
    expect(other.ok).toBe(false);
  });
});

describe("detail, reference data, stats", () => {
  it("returns the detail with listings, price history only when asked, and attribution", async () => {
    const id = await seedProperty({
      ...scratch.at(30),
      listings: [{ prices: [300_000, 290_000] }, { sourceId: "other-portal" }],
    });
    const pro = await getPropertyDetail(id, { priceHistory: true });
    expect(pro!.data.listings).toHaveLength(2);
    expect(pro!.data.listings.find((l) => l.price_history?.length === 2)?.price_history![0].price).toBe(300_000);
    expect(pro!.attribution).toContain("https://other-portal.example");
    const free = await getPropertyDetail(id, { priceHistory: false });
    expect(free!.data.listings.every((l) => !("price_history" in l))).toBe(true);
    expect(await getPropertyDetail("not-a-uuid", { priceHistory: false })).toBeNull();
    expect(await getPropertyDetail("00000000-0000-4000-8000-000000000000", { priceHistory: false })).toBeNull();
  });

  it("lists the seven parishes and the towns", async () => {
    const parishes = await listParishes();
    expect(parishes.meta.total).toBe(7);
    expect(parishes.data.map((p) => p.id)).toContain("escaldes_engordany");
    const towns = await listTowns();
    expect(towns.data.length).toBeGreaterThan(10);
    expect(towns.data[0]).toMatchObject({
      id: expect.any(String),
      parish: expect.any(String),
      centroid: { lat: expect.any(Number) },
    });
  });

  it("computes stats in PostgreSQL equal to a direct computation", async () => {
    // Other test files write properties concurrently (same database, two workers): compare
    // only when the rows read before and after the stats are the same rows, else read again.
    const readRows = () =>
      prisma.property.findMany({
        where: { status: "active", operation: "sale", isHome: true, parish: { not: null } },
        orderBy: { id: "asc" },
      });
    const fingerprint = (rs: Awaited<ReturnType<typeof readRows>>) =>
      rs.map((r) => `${r.id}@${r.updatedAt.getTime()}`).join();
    let rows = await readRows();
    let stats: Awaited<ReturnType<typeof getMarketStats>>;
    for (let attempt = 1; ; attempt++) {
      invalidateMarketStats();
      stats = await getMarketStats("sale");
      const after = await readRows();
      if (fingerprint(after) === fingerprint(rows) || attempt === 20) break;
      rows = after;
    }
    const group = rows.filter((r) => r.parish === "encamp" && r.type === "flat");
    const prices = group
      .map((r) => r.priceMin)
      .filter((p): p is number => p !== null)
      .sort((a, b) => a - b);
    const median =
      prices.length % 2
        ? prices[(prices.length - 1) / 2]
        : (prices[prices.length / 2 - 1] + prices[prices.length / 2]) / 2;
    const entry = stats.data.find((e) => e.parish === "encamp" && e.type === "flat")!;
    expect(entry.count).toBe(group.length);
    expect(entry.median_price).toBe(Math.round(median));
    expect(stats.meta).toMatchObject({ op: "sale", currency: "EUR", period: null, total: rows.length });
  });
});
