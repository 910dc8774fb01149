// The search page's URL handling: valid filters pass through the API's own parser,
// invalid ones are dropped (and reported) instead of failing the page.
import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { encodeCursor } from "@/lib/search/cursor";
import { readSiteSearch, searchHref, SITE_PAGE_SIZE, withoutParam } from "@/lib/site-search/site-query";

describe("readSiteSearch", () => {
  it("accepts every API filter and sort", () => {
    const s = readSiteSearch({
      op: "rent",
      type: "flat,house",
      parish: "canillo",
      minPrice: "500",
      maxPrice: "2000",
      minRooms: "2",
      minSurface: "60",
      sort: "price_asc",
      page: "2",
      bbox: "1.5,42.5,1.6,42.6",
    });
    expect(s.dropped).toEqual([]);
    expect(s.query).toMatchObject({
      op: "rent",
      type: ["flat", "house"],
      parish: ["canillo"],
      minPrice: 500,
      maxPrice: 2000,
      minRooms: 2,
      minSurface: 60,
      sort: "price_asc",
      page: 2,
      limit: SITE_PAGE_SIZE,
    });
    expect(s.query.bbox).toEqual({ west: 1.5, south: 42.5, east: 1.6, north: 42.6 });
  });

  it("falls back to defaults for invalid values and names them", () => {
    const s = readSiteSearch({ op: "buy", minPrice: "abc", sort: "cheapest", parish: "atlantis", maxPrice: "300000" });
    expect(s.query.op).toBe("sale");
    expect(s.query.sort).toBe("newest");
    expect(s.query.minPrice).toBeUndefined();
    expect(s.query.parish).toBeUndefined();
    expect(s.query.maxPrice).toBe(300000);
    expect(s.dropped.sort()).toEqual(["minPrice", "op", "parish", "sort"]);
  });

  it("ignores empty form fields and the lang parameter, drops unknown ones", () => {
    const s = readSiteSearch({ minPrice: "", maxPrice: " ", lang: "es", utm_source: "x" });
    expect(s.params).toEqual({});
    expect(s.dropped).toEqual(["utm_source"]);
  });

  it("applies the API's pagination rules: page only with price/surface sorts, cursor only with newest", () => {
    expect(readSiteSearch({ page: "3" })).toMatchObject({ dropped: ["page"], params: {} });
    const withCursor = readSiteSearch({ sort: "price_desc", cursor: "abc" });
    expect(withCursor.dropped).toEqual(["cursor"]);
    expect(withCursor.query.sort).toBe("price_desc");
  });

  it("drops minPrice when it exceeds maxPrice", () => {
    const s = readSiteSearch({ minPrice: "500000", maxPrice: "100000" });
    expect(s.query.maxPrice).toBe(100000);
    expect(s.dropped).toEqual(["minPrice"]);
    expect(s.minAboveMax).toBe(true);
    // Dropped for another reason (not a number): no "higher than the maximum" sentence.
    expect(readSiteSearch({ minPrice: "abc", maxPrice: "100000" }).minAboveMax).toBeUndefined();
  });

  it("reads the cursor page hint `at` for display only: never a filter, never reported", () => {
    const first = readSiteSearch({});
    const cursor = encodeCursor({ firstSeenAt: "2026-11-20T08:00:00.000000Z", id: randomUUID() }, first.query);
    const s = readSiteSearch({ cursor, at: "3" });
    expect(s).toMatchObject({ cursorPage: 3, dropped: [], params: { cursor } });
    expect(s.query).not.toHaveProperty("at");
    for (const at of ["1", "0", "-2", "x", "2.5"]) expect(readSiteSearch({ cursor, at }).cursorPage).toBeUndefined();
    expect(readSiteSearch({ at: "4" })).toMatchObject({ dropped: [] });
    expect(readSiteSearch({ at: "4" }).cursorPage).toBeUndefined();
  });

  it("withoutParam drops a parameter the query layer rejected at run time", () => {
    const s = withoutParam(readSiteSearch({ parish: "encamp", cursor: "bogus" }), "cursor");
    expect(s.params).toEqual({ parish: "encamp" });
    expect(s.dropped).toContain("cursor");
  });
});

describe("searchHref", () => {
  it("writes parameters in a stable order and removes undefined ones", () => {
    expect(searchHref({ sort: "price_asc", parish: "canillo", page: "2" }, { page: undefined })).toBe(
      "/search?parish=canillo&sort=price_asc",
    );
    expect(searchHref({}, {})).toBe("/search");
    expect(searchHref({ bbox: "1.5,42.5,1.6,42.6" })).toBe("/search?bbox=1.5%2C42.5%2C1.6%2C42.6");
  });
});
