// The API serves repeated searches from a cache keyed by the property table's version
// (the change clock read with the request's quota count). These tests pin down both
// halves: the cache really is keyed by the version (a write that bypasses the clock is
// not seen while the version stands), and every write made the way ingestion makes it
// (with a new clock value) is seen by the very next request.
import { beforeAll, describe, expect, it } from "vitest";
import { prisma } from "@/lib/db/client";
import { searchProperties } from "@/lib/search/search-properties";
import { parseSearchParams, type SearchQuery } from "@/lib/search/search-query";
import { readClockVersion } from "@/lib/search/clock-version";
import { callApi } from "../support/api-client";
import { createKey, seedProperty, touchProperty } from "../support/api-fixtures";
import { claimTestArea } from "../support/test-area";

const prices = (r: { data: { price: { min: number | null } }[] }) => r.data.map((d) => d.price.min);

/** Two properties (100,000 and 200,000) in an area of the test's own: tests here write to them. */
async function pair() {
  const area = await claimTestArea();
  const a = await seedProperty({ ...area.at(0), priceMin: 100_000 });
  const b = await seedProperty({ ...area.at(1), priceMin: 200_000 });
  const q = (qs = ""): SearchQuery => {
    const r = parseSearchParams(new URLSearchParams(`bbox=${area.bbox}&sort=price_asc${qs}`));
    if (!r.ok) throw new Error(JSON.stringify(r.errors));
    return r.query;
  };
  return { a, b, q, bbox: area.bbox };
}

let key: string;
beforeAll(async () => {
  key = (await createKey("pro")).key;
});

describe("search results cached per table version", () => {
  it("serve the version's answer until the change clock moves", async () => {
    // Other test files write concurrently; the answer is cached only if the clock stood
    // still while it was computed, so retry until it did.
    const { a, b, q } = await pair();
    let version: string | null = null;
    let first: Awaited<ReturnType<typeof searchProperties>> | undefined;
    for (let i = 0; i < 20 && !first; i++) {
      version = await readClockVersion();
      // A result is cached the second time its query is asked (search-properties.ts).
      await searchProperties(q(), { maxRows: 25, baseUrl: "http://site.test", dataVersion: version });
      const r = await searchProperties(q(), { maxRows: 25, baseUrl: "http://site.test", dataVersion: version });
      if ((await readClockVersion()) === version) first = r;
    }
    expect(first && prices(first)).toEqual([100_000, 200_000]);
    const opts = { maxRows: 25, baseUrl: "http://site.test", dataVersion: version };

    // A write that does not take a clock value (never done by the app) stays invisible
    // to cached answers of the version: proof that they come from the cache...
    await prisma.$executeRaw`UPDATE property SET price_min = 150000 WHERE id = ${a}::uuid`;
    expect(prices(await searchProperties(q(), opts))).toEqual([100_000, 200_000]);
    // ...while an uncached search reads the table.
    expect(prices(await searchProperties(q(), { maxRows: 25, baseUrl: "http://site.test" }))).toEqual([
      150_000, 200_000,
    ]);

    // A write through the clock moves the version: the next answer is read afresh.
    await touchProperty(b, { priceMin: 90_000 });
    const next = await readClockVersion();
    expect(next! > version!).toBe(true);
    expect(prices(await searchProperties(q(), { ...opts, dataVersion: next }))).toEqual([90_000, 150_000]);
  });

  it("keep different queries, row caps and origins apart", async () => {
    const { q } = await pair();
    const version = await readClockVersion();
    // Each asked twice, so that each is cached (from the second time) under its own key.
    const ask = async (...args: Parameters<typeof searchProperties>) => {
      await searchProperties(...args);
      return searchProperties(...args);
    };
    const one = await ask(q("&limit=1"), {
      maxRows: 25,
      baseUrl: "http://one.test",
      dataVersion: version,
    });
    const two = await ask(q("&limit=2"), {
      maxRows: 25,
      baseUrl: "http://one.test",
      dataVersion: version,
    });
    const capped = await ask(q("&limit=2"), {
      maxRows: 1,
      baseUrl: "http://one.test",
      dataVersion: version,
    });
    const other = await ask(q("&limit=1"), {
      maxRows: 25,
      baseUrl: "http://two.test",
      dataVersion: version,
    });
    expect(one.data).toHaveLength(1);
    expect(two.data).toHaveLength(2);
    expect(capped.data).toHaveLength(1);
    expect(other.data[0].url.startsWith("http://two.test/")).toBe(true);
  });

  it("through /v1/properties, every ingestion-style write shows in the next response", async () => {
    const { a, b, bbox } = await pair();
    const path = `/v1/properties?bbox=${bbox}&sort=price_asc`;
    const before = await callApi(path, { key });
    expect(before.status).toBe(200);
    for (const price of [300_000, 310_000, 320_000]) {
      await touchProperty(a, { priceMin: price });
      const r = await callApi(path, { key });
      expect(r.body.data.find((d: { id: string }) => d.id === a).price.min).toBe(price);
      expect(r.body.meta.total).toBe(2);
    }
    await touchProperty(a, { status: "delisted" });
    const after = await callApi(path, { key });
    expect(after.body.meta.total).toBe(1);
    expect(after.body.data.map((d: { id: string }) => d.id)).toEqual([b]);
  });
});
