// Exact totals and pages around an ingestion write. The API answers new filters from
// the in-memory snapshot (lib/search/count-index.ts) only at the snapshot's own version
// of the table; a write moves the change clock, so until a snapshot of the new version
// is loaded the SQL path answers. Random filters are compared with PostgreSQL's
// count(*) and with the SQL path's page before the write, right after it (old snapshot
// still held, a rebuild under way), and after the snapshot of the new version is loaded.
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { prisma } from "@/lib/db/client";
import { queryRows } from "@/lib/db/sql";
import { reserveChangeStamps } from "@/lib/ingest/apply/change-stamps";
import { readClockVersion } from "@/lib/search/clock-version";
import { countFromSnapshot, installCountSnapshot } from "@/lib/search/count-index";
import { parseSearchParams } from "@/lib/search/search-query";
import { searchProperties } from "@/lib/search/search-properties";
import { countSql, searchWhere } from "@/lib/search/search-sql";
import { PARISHES, SORTS } from "@/lib/domain/vocabulary";
import { createBenchDatabase } from "../support/bench-database";
import type { TestDatabase } from "../support/test-database";

let db: TestDatabase;
const BASE = "http://llar.test";

beforeAll(async () => {
  db = await createBenchDatabase("llar_it_snapw", 2_000);
  process.env.DATABASE_URL = db.url; // the app's pool and Prisma client are created on first use
}, 120_000);

afterAll(async () => {
  await prisma.$disconnect();
  await db?.drop();
});

const sub = <T>(xs: readonly T[]) => fc.subarray([...xs], { minLength: 1 }).map((a) => a.join(","));
const filter = fc.record(
  {
    op: fc.constantFrom("sale", "rent"),
    parish: sub(PARISHES),
    type: fc.constantFrom("flat", "flat,land", "house,chalet,townhouse"),
    minPrice: fc.integer({ min: 0, max: 1_500_000 }).map(String),
    maxPrice: fc.integer({ min: 100_000, max: 3_000_000 }).map(String),
    minRooms: fc.integer({ min: 1, max: 5 }).map(String),
    minSurface: fc.integer({ min: 20, max: 250 }).map(String),
    sort: fc.constantFrom(...SORTS),
  },
  { requiredKeys: ["op", "sort"] },
);

/** `runs` random searches as the API makes them (at the version read on admission), each
 *  checked against count(*) and the SQL path; returns how many the snapshot counted. */
async function checkRandomSearches(runs: number): Promise<number> {
  let fromSnapshot = 0;
  await fc.assert(
    fc.asyncProperty(filter, async (f) => {
      const parsed = parseSearchParams(new URLSearchParams(f as Record<string, string>));
      fc.pre(parsed.ok); // e.g. minPrice above maxPrice
      if (!parsed.ok) return;
      const q = parsed.query;
      const version = await readClockVersion();
      if (countFromSnapshot(q, version)) fromSnapshot++;
      const answer = await searchProperties(q, { maxRows: 100, baseUrl: BASE, dataVersion: version });
      const [sql] = await queryRows<{ total: number }>(countSql(searchWhere(q), q.sort));
      expect(answer.meta.total).toBe(sql.total);
      expect(answer).toEqual(await searchProperties(q, { maxRows: 100, baseUrl: BASE }));
    }),
    { numRuns: runs },
  );
  return fromSnapshot;
}

/** A write the way ingestion makes one: one transaction, clock stamps reserved for the
 *  batch; prices, rooms and parishes change, some properties are delisted, some return. */
async function ingestionStyleWrite(): Promise<void> {
  await prisma.$transaction(async (tx) => {
    const ids = await tx.$queryRaw<{ id: string }[]>`SELECT id::text AS id FROM property ORDER BY random() LIMIT 300`;
    const stamps = await reserveChangeStamps(tx, ids.length);
    for (const [i, { id }] of ids.entries()) {
      await tx.$executeRaw`UPDATE property SET
          price_min = CASE WHEN ${i % 5} = 0 THEN NULL ELSE 40000 + ${i} * 7919 % 1500000 END,
          rooms = 1 + ${i} % 5,
          parish = (ARRAY['canillo','encamp','ordino'])[1 + ${i} % 3],
          status = (CASE WHEN ${i % 4} = 0 THEN 'delisted' ELSE 'active' END)::"PropertyStatus",
          updated_at = ${stamps[i]}::timestamptz
        WHERE id = ${id}::uuid`;
    }
  });
}

describe("exact totals around an ingestion write", () => {
  it("match count(*) before the write, right after it, and from the new snapshot", async () => {
    const before = (await installCountSnapshot())!.version;
    expect(await checkRandomSearches(150)).toBeGreaterThan(100); // answered by the snapshot

    await ingestionStyleWrite();
    const after = await readClockVersion();
    expect(after! > before).toBe(true);
    // The snapshot held is of the old version, so it answers nothing of the new one (the
    // first request asking starts a rebuild in the background); meanwhile SQL answers.
    const probe = parseSearchParams(new URLSearchParams("op=sale"));
    expect(probe.ok && countFromSnapshot(probe.query, after)).toBeUndefined();
    await checkRandomSearches(150);

    expect((await installCountSnapshot())!.version).toBe(after);
    expect(await checkRandomSearches(150)).toBeGreaterThan(100);
  }, 120_000);
});
