// Every endpoint through its route handler: happy paths, 400 naming the parameter, 404,
// plan-dependent fields, headers on every response to a valid key.
import { beforeAll, describe, expect, it } from "vitest";
import { clearKeyCache } from "@/lib/api/authenticate-key";
import { callApi } from "../support/api-client";
import { createKey, seedProperty, touchProperty } from "../support/api-fixtures";
import { claimTestArea, type TestArea } from "../support/test-area";

let BOX: string;
let free: string, starter: string, pro: string, enterprise: string;
let propertyId: string;
/** Where the change-feed test writes, apart from the area the other tests count. */
let changesArea: TestArea;

beforeAll(async () => {
  // One at a time: the embedded database (no DATABASE_URL) serialises connections badly.
  free = (await createKey("free")).key;
  starter = (await createKey("starter")).key;
  pro = (await createKey("pro")).key;
  enterprise = (await createKey("enterprise")).key;
  const area = await claimTestArea();
  BOX = `bbox=${area.bbox}`;
  changesArea = await claimTestArea();
  for (let i = 0; i < 30; i++) await seedProperty({ ...area.at(i), priceMin: 100_000 + i * 1000 });
  propertyId = await seedProperty({ ...area.at(98), listings: [{ prices: [310_000, 300_000] }] });
  clearKeyCache();
});

describe("GET /v1/properties", () => {
  it("returns summaries, meta, the five headers and CORS", async () => {
    const r = await callApi(`/v1/properties?${BOX}&limit=10`, { key: starter });
    expect(r.status).toBe(200);
    expect(r.body.data).toHaveLength(10);
    expect(r.body.meta).toMatchObject({ total: 31, limit: 10, sort: "newest", next_page: null });
    expect(r.body.meta.next_cursor).toEqual(expect.any(String));
    expect(r.body.data[0].url).toMatch(/^http:\/\/api\.test\/properties\/[0-9a-f-]{36}$/);
    expect(r.headers.get("X-Api-Plan")).toBe("starter");
    expect(r.headers.get("X-RateLimit-Limit")).toBe("60");
    expect(Number(r.headers.get("X-RateLimit-Remaining"))).toBeLessThan(60);
    expect(r.headers.get("X-Quota-Remaining")).toMatch(/^\d+$/);
    expect(new Date(r.headers.get("X-Quota-Reset")!).getUTCDate()).toBe(1);
    expect(r.headers.get("Access-Control-Allow-Origin")).toBe("*");
  });

  it("caps limit at the plan's rows per request", async () => {
    const r = await callApi(`/v1/properties?${BOX}&limit=500`, { key: free });
    expect(r.body.meta.limit).toBe(25);
    expect(r.body.data).toHaveLength(25);
    const e = await callApi(`/v1/properties?${BOX}&limit=500`, { key: enterprise });
    expect(e.body.meta.limit).toBe(500);
    expect(e.headers.get("X-Quota-Remaining")).toBe("unlimited");
  });

  it.each([
    ["op=buy", "op"],
    ["type=flat,castle", "type"],
    ["parish=paris", "parish"],
    ["minPrice=-1", "minPrice"],
    ["maxPrice=1.5", "maxPrice"],
    ["minPrice=5&maxPrice=4", "minPrice"],
    ["minRooms=two", "minRooms"],
    ["minSurface=", "minSurface"],
    ["maxRooms=3.5", "maxRooms"],
    ["minRooms=4&maxRooms=3", "maxRooms"],
    ["minSurface=90&maxSurface=80", "maxSurface"],
    ["town=paris", "town"],
    ["parish=ordino&town=encamp", "town"],
    ["features=lift,jetpack", "features"],
    ["priceDrop=yes", "priceDrop"],
    ["new=0", "new"],
    ["bbox=1,2,3", "bbox"],
    ["bbox=2,42,1,43", "bbox"],
    ["bbox=1,43,2,42", "bbox"],
    ["bbox=1,42,200,43", "bbox"],
    ["sort=cheapest", "sort"],
    ["limit=0", "limit"],
    ["limit=-3", "limit"],
    ["page=0", "page"],
    ["page=2", "page"],
    ["sort=price_asc&cursor=abc", "cursor"],
    ["cursor=%%%", "cursor"],
    ["cursor=eyJ2IjoxfQ", "cursor"],
    // Not a real date (Feb 30th), with the right fingerprint: a 400, not PostgreSQL's 500.
    [
      "cursor=eyJ2IjoxLCJrIjoiMjAyNi0wMi0zMFQwMDowMDowMC4wMDAwMDBaIiwiaSI6IjZmMWMyYTRlLThkOGItNGI3ZS05YTUxLTFmMGU2ZjNmMmExMCIsImYiOiJORDA3c2JwcVJPOHQifQ",
      "cursor",
    ],
    ["sort=price_asc&page=1&cursor=x", "cursor"],
    ["colour=red", "colour"],
    ["op=sale&op=rent", "op"],
  ])("400 invalid_parameter for %s naming %s", async (qs, name) => {
    const r = await callApi(`/v1/properties?${qs}`, { key: enterprise });
    expect(r.status).toBe(400);
    expect(r.body.error.code).toBe("invalid_parameter");
    expect(r.body.error.message).toContain(name);
    expect(r.headers.get("X-Api-Plan")).toBe("enterprise");
  });
});

describe("GET /v1/properties/{id}", () => {
  it("returns the detail and attribution; price history on pro only", async () => {
    const p = await callApi(`/v1/properties/${propertyId}`, { key: pro });
    expect(p.status).toBe(200);
    expect(p.body.data.id).toBe(propertyId);
    expect(p.body.data.listings[0].price_history.map((h: { price: number }) => h.price)).toEqual([310_000, 300_000]);
    expect(p.body.attribution).toContain("Test Portal");
    const s = await callApi(`/v1/properties/${propertyId}`, { key: starter });
    expect("price_history" in s.body.data.listings[0]).toBe(false);
  });

  it("404 not_found for unknown and malformed ids; 400 for parameters", async () => {
    for (const id of ["00000000-0000-4000-8000-000000000000", "nope", "'%3B DROP TABLE property"]) {
      const r = await callApi(`/v1/properties/${encodeURIComponent(id)}`, { key: free });
      expect(r.status).toBe(404);
      expect(r.body.error.code).toBe("not_found");
      expect(r.headers.get("X-Api-Plan")).toBe("free");
    }
    expect((await callApi(`/v1/properties/${propertyId}?x=1`, { key: free })).status).toBe(400);
  });
});

describe("GET /v1/changes", () => {
  it("lists changes after since, oldest first, with change kinds and microsecond updated_at", async () => {
    const gone = await seedProperty(changesArea.at(0));
    const since = new Date().toISOString();
    await new Promise((r) => setTimeout(r, 5));
    const created = await seedProperty(changesArea.at(1));
    await touchProperty(gone, { status: "delisted" });
    const r = await callApi(`/v1/changes?since=${since}&limit=1000`, { key: starter });
    expect(r.status).toBe(200);
    const mine = r.body.data.filter((c: { id: string }) => c.id === created || c.id === gone);
    expect(mine.map((c: { change: string }) => c.change)).toEqual(["created", "delisted"]);
    expect(mine[0].updated_at).toMatch(/\.\d{6}Z$/);
    const sorted = [...r.body.data].sort((a, b) => (a.updated_at < b.updated_at ? -1 : 1));
    expect(r.body.data).toEqual(sorted);
    const one = await callApi(`/v1/changes?since=${since}&limit=1`, { key: starter });
    expect(one.body.meta).toMatchObject({ since, limit: 1, next_since: one.body.data[0].updated_at });
  });

  it("returns nothing for a future since", async () => {
    const r = await callApi(`/v1/changes?since=2099-01-01T00:00:00Z`, { key: starter });
    expect(r.body).toMatchObject({ data: [], meta: { next_since: null, limit: 100 } });
  });

  it.each([
    ["", "since"],
    ["since=yesterday", "since"],
    ["since=2026-02-30T00:00:00Z", "since"],
    ["since=2020-01-01T00:00:00Z", "since"],
    [`since=${new Date().toISOString()}&limit=1001`, "limit"],
    [`since=${new Date().toISOString()}&limit=0`, "limit"],
    [`since=${new Date().toISOString()}&cursor=1`, "cursor"],
  ])("400 for %s", async (qs, name) => {
    const r = await callApi(`/v1/changes?${qs}`, { key: starter });
    expect(r.status).toBe(400);
    expect(r.body.error.message).toContain(name);
  });
});

describe("GET /v1/stats, /v1/parishes, /v1/towns", () => {
  it("stats for pro with meta", async () => {
    const r = await callApi(`/v1/stats?op=sale`, { key: pro });
    expect(r.status).toBe(200);
    expect(r.body.meta).toMatchObject({ op: "sale", currency: "EUR", period: null });
    expect(r.body.data[0]).toMatchObject({
      parish: expect.any(String),
      type: expect.any(String),
      count: expect.any(Number),
    });
    expect((await callApi(`/v1/stats?op=lease`, { key: pro })).status).toBe(400);
    expect((await callApi(`/v1/stats?op=rent`, { key: pro })).body.meta.period).toBe("month");
  });

  it("parishes and towns", async () => {
    const p = await callApi(`/v1/parishes`, { key: free });
    expect(p.body.meta.total).toBe(7);
    expect(p.body.data.find((x: { id: string }) => x.id === "ordino")).toMatchObject({
      name: "Ordino",
      centroid: { lat: expect.any(Number) },
    });
    const t = await callApi(`/v1/towns`, { key: free });
    expect(t.body.data.length).toBe(t.body.meta.total);
    expect((await callApi(`/v1/towns?parish=ordino`, { key: free })).status).toBe(400);
  });
});

describe("limit beyond any number", () => {
  it("caps a huge limit instead of rejecting it", async () => {
    const r = await callApi(`/v1/properties?${BOX}&limit=${"9".repeat(30)}`, { key: enterprise });
    expect(r.status).toBe(200);
    expect(r.body.meta.limit).toBe(500);
  });
});

describe("property urls", () => {
  it("use the origin the client called (Host, X-Forwarded-Proto) when PUBLIC_BASE_URL is unset", async () => {
    const r = await callApi(`/v1/properties?${BOX}&limit=1`, {
      key: pro,
      headers: { "x-forwarded-host": "llar.example", "x-forwarded-proto": "https" },
    });
    expect(r.body.data[0].url).toMatch(/^https:\/\/llar\.example\/properties\//);
    const bad = await callApi(`/v1/properties?${BOX}&limit=1`, {
      key: pro,
      headers: { "x-forwarded-host": "evil.example/<script>" },
    });
    expect(bad.body.data[0].url).toMatch(/^http:\/\/api\.test\/properties\//);
  });
});
