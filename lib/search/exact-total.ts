// Exact search totals without recounting on every page. A count over tens of thousands
// of matching rows costs 30–60 ms at 100,000 properties, far more than the page itself
// (< 1 ms through the sort indexes). Every write to `property` takes a new timestamp
// from the change clock (lib/db/change-clock.ts — the same invariant /v1/changes rests
// on), so the clock's value is a version of the whole table: a total cached under the
// current clock value is still exact, and any write moves the clock and misses the cache.
import { Prisma } from "@/lib/generated/prisma/client";
import { queryPrisma } from "./query-client";
import { countSql } from "./search-sql";
import type { SortId } from "./vocabulary";

export type Totals = { total: number; keyed: number };

const MAX_ENTRIES = 5_000;
const cache = new Map<string, Totals>();
let cachedVersion: string | null = null;

/** The clock value as a column, so the page query can return it (saves a round trip). */
export const CLOCK_VERSION_COLUMN = Prisma.sql`(SELECT ts::text FROM change_clock WHERE id = 1) AS clock_version`;

export async function readClockVersion(): Promise<string | null> {
  const [{ version }] = await queryPrisma().$queryRaw<{ version: string | null }[]>`SELECT (SELECT ts::text FROM change_clock WHERE id = 1) AS version`;
  return version;
}

/** `version`: the clock value read in (or before) the page query of the same request. */
export async function exactTotals(where: Prisma.Sql, sort: SortId, version: string | null): Promise<Totals> {
  if (version !== cachedVersion) {
    cache.clear();
    cachedVersion = version;
  }
  const sql = countSql(where, sort);
  // The SQL text plus its bound values identify the count exactly.
  const key = JSON.stringify([sql.sql, sql.values]);
  const hit = cache.get(key);
  if (hit) return hit;
  const [row] = await queryPrisma().$queryRaw<Totals[]>(sql);
  if (cachedVersion === version) {
    if (cache.size >= MAX_ENTRIES) cache.delete(cache.keys().next().value as string);
    cache.set(key, row);
  }
  return row;
}
