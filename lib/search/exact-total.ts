// Exact search totals without recounting on every page. A count over tens of thousands
// of matching rows costs 10–60 ms at 100,000 properties, far more than the page itself
// (< 1 ms through the sort indexes), so totals are cached per version of the property
// table (version-cache.ts): the count query reads the change clock in the same
// statement, so each total is stored under the version it was counted at, and any write
// moves the clock and misses the cache.
import { queryRows } from "@/lib/db/sql";
import { countFromSnapshot } from "./count-index";
import type { Totals } from "./count-rows";
import type { SearchQuery } from "./search-query";
import { countSql, searchWhere } from "./search-sql";
import { VersionCache } from "./version-cache";

const totals = new VersionCache<Totals>(5_000);

/** `version`: the clock value read by the page query of the same request. */
export async function exactTotals(query: SearchQuery, version: string | null): Promise<Totals> {
  // First the in-memory columns of exactly this version (count-index.ts), then the cache, then SQL.
  const counted = countFromSnapshot(query, version);
  if (counted) return counted;
  const sql = countSql(searchWhere(query), query.sort);
  // The SQL text plus its bound values identify the count exactly.
  const key = JSON.stringify([sql.text, sql.values]);
  const hit = totals.get(version, key);
  if (hit) return hit;
  const [row] = await queryRows<Totals & { clock_version: string | null }>(sql);
  const result = { total: row.total, keyed: row.keyed };
  totals.set(row.clock_version, key, result);
  return result;
}
