// Pages chosen from the in-memory snapshot (lib/search/snapshot-search.ts) must be the
// very pages the SQL path returns: same rows in the same order, same total, same next
// page and cursor, for random filters, sorts (ties and NULL keys included), page
// numbers and cursor walks over a bulk-seeded database of its own.
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { installCountSnapshot } from "@/lib/search/count-index";
import { parseSearchParams, type SearchQuery } from "@/lib/search/search-query";
import { searchProperties } from "@/lib/search/search-properties";
import { snapshotSearch } from "@/lib/search/snapshot-search";
import { PARISHES, SORTS } from "@/lib/domain/vocabulary";
import { createBenchDatabase } from "../support/bench-database";
import type { TestDatabase } from "../support/test-database";

let db: TestDatabase;
let version: string;
const BASE = "http://llar.test";

beforeAll(async () => {
  // Ties on the sort keys, so that the id tie-break is exercised.
  db = await createBenchDatabase(
    "llar_it_snap",
    2_000,
    `UPDATE property SET price_min = 250000, surface_m2 = 90 WHERE random() < 0.1`,
  );
  process.env.DATABASE_URL = db.url; // the app's pool is created lazily, on first use below
  version = (await installCountSnapshot())!.version;
}, 120_000);

afterAll(async () => {
  await db?.drop();
});

function parse(params: Record<string, string>): SearchQuery {
  const parsed = parseSearchParams(new URLSearchParams(params));
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
  return parsed.query;
}

const sub = <T>(xs: readonly T[]) => fc.subarray([...xs], { minLength: 1 }).map((a) => a.join(","));
const search = fc
  .record(
    {
      op: fc.constantFrom("sale", "rent"),
      parish: sub(PARISHES),
      type: fc.constantFrom("flat", "flat,land", "house,chalet", "parking"),
      minPrice: fc.constantFrom("0", "250000", "400000", "900"),
      maxPrice: fc.constantFrom("250000", "1200000", "3000"),
      minRooms: fc.constantFrom("1", "3"),
      sort: fc.constantFrom(...SORTS),
      limit: fc.integer({ min: 1, max: 30 }).map(String),
      page: fc.integer({ min: 1, max: 6 }).map(String),
    },
    { requiredKeys: ["op", "sort", "limit"] },
  )
  .map((r) => (r.sort === "newest" ? { ...r, page: undefined } : r));

describe("search pages from the in-memory snapshot", () => {
  it("equal the SQL path's pages for 400 random searches", async () => {
    await fc.assert(
      fc.asyncProperty(search, async (raw) => {
        const parsed = parseSearchParams(
          new URLSearchParams(
            Object.fromEntries(Object.entries(raw).filter(([, v]) => v !== undefined)) as Record<string, string>,
          ),
        );
        fc.pre(parsed.ok); // e.g. minPrice above maxPrice
        if (!parsed.ok) return;
        const q = parsed.query;
        const fromSql = await searchProperties(q, { maxRows: 100, baseUrl: BASE });
        const fromMemory = await snapshotSearch(q, q.limit, BASE, version);
        expect(fromMemory?.version).toBe(version);
        expect(fromMemory!.result).toEqual(fromSql);
      }),
      { numRuns: 400 },
    );
  });

  it("walk the same cursor chain as the SQL path", async () => {
    for (const parish of ["encamp", "ordino,canillo", undefined]) {
      let q = parse({ op: "sale", limit: "7", ...(parish ? { parish } : {}) });
      for (let n = 0; n < 6; n++) {
        const fromSql = await searchProperties(q, { maxRows: 100, baseUrl: BASE });
        const fromMemory = await snapshotSearch(q, q.limit, BASE, version);
        expect(fromMemory!.result).toEqual(fromSql);
        if (!fromSql.meta.next_cursor) break;
        q = parse({ op: "sale", limit: "7", ...(parish ? { parish } : {}), cursor: fromSql.meta.next_cursor });
      }
    }
  });

  it("step aside for another version and for pages past the first 1,000 rows", async () => {
    const q = parse({ op: "sale", sort: "price_asc", limit: "25" });
    expect(await snapshotSearch(q, 25, BASE, "1999-01-01T00:00:00.000000Z")).toBeUndefined();
    expect(
      await snapshotSearch(parse({ op: "sale", sort: "price_asc", limit: "25", page: "41" }), 25, BASE, version),
    ).toBeUndefined();
  });
});
