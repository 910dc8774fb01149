// GET /v1/stats?interval=month through its route: the monthly series (happy paths on a
// home of this file's own, dated in 1996 in Canillo where no other file's adverts live),
// the 400s naming the parameter, and the plan gate and hostile values. The answer without
// `interval` keeps its shape. The shared key cases are in security.test.ts.
import { beforeAll, describe, expect, it } from "vitest";
import { prisma } from "@/lib/db/client";
import { clearKeyCache } from "@/lib/api/authenticate-key";
import { currentMonth, monthText } from "@/lib/stats";
import { callApi } from "../support/api-client";
import { createKey, seedProperty } from "../support/api-fixtures";
import { claimTestArea } from "../support/test-area";

let free: string, pro: string;
const SERIES = "/v1/stats?interval=month&parish=canillo&from=1996-01&to=1996-03";

beforeAll(async () => {
  free = (await createKey("free")).key;
  pro = (await createKey("pro")).key;
  const id = await seedProperty({
    parish: "canillo",
    surfaceM2: 100,
    ...(await claimTestArea()).at(0),
    listings: [{ sourceId: "series-a", price: 250_000, history: [{ price: 250_000, at: new Date("1996-02-10") }] }],
  });
  // Withdrawn after the months asked, so no other file's later window (e.g. the weekly trend
  // of tests/search/price-trend.test.ts, Canillo in 2001) counts this home as live.
  await prisma.listing.updateMany({
    where: { propertyId: id },
    data: { firstSeenAt: new Date("1996-02-10"), removedAt: new Date("1996-05-20"), status: "removed" },
  });
  clearKeyCache();
});

describe("GET /v1/stats?interval=month", () => {
  it("answers one entry per month of the range with its meta", async () => {
    const r = await callApi(SERIES, { key: pro });
    expect(r.status).toBe(200);
    expect(r.body.data).toEqual([
      { month: "1996-01", active: 0, new: 0, delisted: 0, median_price_per_m2: null },
      { month: "1996-02", active: 1, new: 1, delisted: 0, median_price_per_m2: 2500 },
      { month: "1996-03", active: 1, new: 0, delisted: 0, median_price_per_m2: 2500 },
    ]);
    expect(r.body.meta).toEqual({
      op: "sale",
      interval: "month",
      from: "1996-01",
      to: "1996-03",
      parish: "canillo",
      town: null,
      currency: "EUR",
      generated_at: expect.any(String),
    });
    expect(r.headers.get("ETag")).toBeTruthy();
  });

  it("reads dates as their month and defaults to the last 12 months", async () => {
    const dates = await callApi(SERIES.replace("1996-01", "1996-01-31").replace("1996-03", "1996-03-01"), { key: pro });
    expect(dates.body.data.map((m: { month: string }) => m.month)).toEqual(["1996-01", "1996-02", "1996-03"]);
    const recent = await callApi("/v1/stats?interval=month&op=rent", { key: pro });
    expect(recent.status).toBe(200);
    expect(recent.body.data).toHaveLength(12);
    expect(recent.body.meta.to).toBe(monthText(currentMonth()));
    expect(recent.body.meta.from).toBe(monthText(currentMonth() - 11));
    const fiveYears = await callApi("/v1/stats?interval=month&from=2020-01&to=2024-12", { key: pro });
    expect(fiveYears.body.data).toHaveLength(60);
  });

  it("leaves the answer without interval as it was", async () => {
    const r = await callApi("/v1/stats?op=sale", { key: pro });
    expect(Object.keys(r.body.meta).sort()).toEqual(["currency", "generated_at", "op", "period", "total"]);
    expect(Object.keys(r.body.data[0]).sort()).toEqual(
      ["count", "mean_price", "median_price", "median_price_per_m2", "median_surface_m2", "parish", "type"].sort(),
    );
  });

  const next = monthText(currentMonth() + 1);
  it.each([
    ["interval=week", "interval", "interval must be one of: month"],
    ["interval=month&from=2026-13", "from", "ISO month or date"],
    ["interval=month&from=2026-02-30", "from", "ISO month or date"],
    ["interval=month&from=26-01", "from", "ISO month or date"],
    ["interval=month&to=2026/01", "to", "ISO month or date"],
    [`interval=month&to=${next}`, "to", "must not be after the current month"],
    ["interval=month&from=1996-05&to=1996-04", "from", "must not be after to"],
    ["interval=month&from=1990-01&to=1995-01", "from", "at most 60 months"],
    ["from=1996-01", "from", "applies only with interval=month"],
    ["parish=canillo", "parish", "applies only with interval=month"],
    ["interval=month&parish=atlantis", "parish", "parish must be one of"],
    ["interval=month&parish=canillo&town=la_cortinada", "town", "not in parish canillo"],
  ])("400 invalid_parameter for %s", async (qs, parameter, message) => {
    const r = await callApi(`/v1/stats?${qs}`, { key: pro });
    expect(r.status).toBe(400);
    expect(r.body.error.code).toBe("invalid_parameter");
    expect(r.body.error.message).toContain(parameter);
    expect(r.body.error.message).toContain(message);
  });

  it("is gated to Pro, and hostile values are rejected before any SQL", async () => {
    const gated = await callApi(SERIES, { key: free });
    expect(gated.status).toBe(403);
    expect(gated.body.error.code).toBe("plan_required");
    expect((await callApi(SERIES)).status).toBe(401);
    for (const value of ["1996-01' OR '1'='1", "1996-01;DROP TABLE listing", "%00", "9".repeat(400)]) {
      const r = await callApi(`/v1/stats?interval=month&from=${encodeURIComponent(value)}`, { key: pro });
      expect(r.status).toBe(400);
      expect(r.body.error.message).not.toMatch(/SELECT|syntax|listing_price/i);
    }
    expect((await callApi(`/v1/stats?interval=month&interval=month`, { key: pro })).status).toBe(400);
  });
});
