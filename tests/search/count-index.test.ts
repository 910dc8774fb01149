// The in-memory count (lib/search/count-index.ts) must give exactly what PostgreSQL's
// count gives for the same filter and the same version of the table: thousands of
// random filters over a bulk-seeded database with NULL prices, surfaces, rooms and
// locations, each compared with the SQL count of searchWhere.
import fc from "fast-check";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "@/lib/db/sql";
import { loadCountSnapshot, snapshotGroups, type CountSnapshot } from "@/lib/search/count-index";
import { countRows } from "@/lib/search/count-rows";
import { parseSearchParams } from "@/lib/search/search-query";
import { countSql, searchWhere } from "@/lib/search/search-sql";
import { OTHER_TYPES, PARISHES, PROPERTY_TYPES, SORTS } from "@/lib/domain/vocabulary";
import { createBenchDatabase } from "../support/bench-database";
import type { TestDatabase } from "../support/test-database";

let db: TestDatabase;
let pool: pg.Pool;
let snap: CountSnapshot;
// Values present in the data, so that thresholds hit rows exactly (>= versus >).
const seen = { price: [] as number[], surface: [] as number[], lat: [] as number[], lng: [] as number[] };
const existing = (col: keyof typeof seen) => fc.nat().map((i) => seen[col][i % seen[col].length]);

beforeAll(async () => {
  db = await createBenchDatabase("llar_it_count", 3_000);
  pool = new pg.Pool({ connectionString: db.url, max: 2 });
  snap = (await loadCountSnapshot(pool))!;
  const { rows } = await pool.query(
    `SELECT price_min, surface_m2, lat, lng FROM property WHERE status = 'active' ORDER BY random() LIMIT 300`,
  );
  for (const r of rows) {
    if (r.price_min !== null) seen.price.push(r.price_min);
    if (r.surface_m2 !== null) seen.surface.push(Math.ceil(r.surface_m2)); // minSurface is a whole number
    if (r.lat !== null) {
      seen.lat.push(r.lat);
      seen.lng.push(r.lng);
    }
  }
}, 120_000);

afterAll(async () => {
  await pool?.end();
  await db?.drop();
});

const sub = <T>(xs: readonly T[]) => fc.subarray([...xs], { minLength: 1 }).map((a) => a.join(","));
const filter = fc.record(
  {
    op: fc.constantFrom("sale", "rent", "seasonal_rent"),
    type: fc.oneof(sub(PROPERTY_TYPES), sub(OTHER_TYPES), fc.constantFrom("flat", "flat,land", "parking")),
    parish: sub(PARISHES),
    minPrice: fc.oneof(fc.integer({ min: 0, max: 1_700_000 }), existing("price")).map(String),
    maxPrice: fc.oneof(fc.integer({ min: 500, max: 2_000_000 }), existing("price")).map(String),
    minRooms: fc.integer({ min: 0, max: 6 }).map(String),
    minSurface: fc.oneof(fc.integer({ min: 0, max: 330 }), existing("surface")).map(String),
    // Edges on real coordinates half the time (BETWEEN is inclusive on both ends).
    bbox: fc
      .oneof(
        fc
          .tuple(fc.double({ min: 1.4, max: 1.6, noNaN: true }), fc.double({ min: 42.4, max: 42.55, noNaN: true }))
          .map(([w, s]) => [w, s, w + 0.15, s + 0.1]),
        fc
          .tuple(existing("lng"), existing("lng"), existing("lat"), existing("lat"))
          .map(([x1, x2, y1, y2]) => [Math.min(x1, x2), Math.min(y1, y2), Math.max(x1, x2), Math.max(y1, y2)]),
      )
      .map((b) => b.map(String).join(",")),
    sort: fc.constantFrom(...SORTS),
  },
  { requiredKeys: ["op"] },
);

describe("count over the in-memory columns", () => {
  it("holds the active rows of one version", async () => {
    const { rows } = await pool.query(`SELECT count(*)::int AS n FROM property WHERE status = 'active'`);
    expect(snap.n).toBe(rows[0].n);
    expect(snap.n).toBeGreaterThan(2_500);
  });

  it("equals PostgreSQL's count for 1,500 random filters", async () => {
    await fc.assert(
      fc.asyncProperty(filter, async (f) => {
        const parsed = parseSearchParams(new URLSearchParams(f as Record<string, string>));
        fc.pre(parsed.ok);
        if (!parsed.ok) return;
        const q = parsed.query;
        const [sql] = await queryRows<{ total: number; keyed: number; clock_version: string }>(
          countSql(searchWhere(q), q.sort),
          pool,
        );
        expect(sql.clock_version).toBe(snap.version);
        expect(countRows(snap, q, snapshotGroups(q))).toEqual({ total: sql.total, keyed: sql.keyed });
      }),
      { numRuns: 1_500 },
    );
  });
});
