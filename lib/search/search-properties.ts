// Property search (docs/api.md#search): one implementation for GET /v1/properties and the site's
// search page. Active properties only; exact total; keyset cursor for `newest`, pages
// for the other sorts, which put rows without a price/surface last (docs/api.md#sorts).
// Totals are exact; they are reused while the change clock says nothing changed.
// A caller that already knows the table's version (the API reads it with the request's
// quota count, lib/api/consume-quota.ts) gets repeated searches from a cache of results
// of that exact version (version-cache.ts): the same answer the database would give.
// A result is cached from the second time its query is asked (admit).
import { Prisma } from "@/lib/generated/prisma/client";
import { queryRows } from "@/lib/db/sql";
import { CLOCK_VERSION_COLUMN, readClockVersion } from "./clock-version";
import { decodeCursor, encodeCursor, type CursorKey } from "./cursor";
import { InvalidParameterError } from "./errors";
import { exactTotals } from "./exact-total";
import { PROPERTY_COLUMNS, toSummary, type PropertyRow } from "./property-row";
import type { SearchQuery } from "./search-query";
import { keyedPageSql, newestPageSql, searchWhere, unkeyedPageSql } from "./search-sql";
import { snapshotSearch } from "./snapshot-search";
import type { SearchResult } from "./types";
import { VersionCache } from "./version-cache";
import { freezeShared } from "@/lib/http/json-body";
import { publicOriginOutsideRequest } from "@/lib/http/public-origin";

type Row = PropertyRow & { clock_version: string | null };

export type SearchOptions = {
  /** The plan's rows per request (docs/api.md#plans-and-quotas); `limit` above it is capped silently. */
  maxRows: number;
  /** Origin for `url`; PUBLIC_BASE_URL wins when set. */
  baseUrl?: string;
  /** The property table's version (clock-version.ts) read at the start of the request, if known. */
  dataVersion?: string | null;
};

const results = new VersionCache<SearchResult>(1_000);
// Keys asked once recently. A result is kept only when its key comes a second time: a
// stream of new filters (each asked once) would otherwise freeze and hold 1,000 results
// nobody asks again, which the garbage collector then pays for.
const seenOnce = new Map<string, true>();
const SEEN_MAX = 10_000;

function admit(key: string): boolean {
  if (seenOnce.delete(key)) return true;
  if (seenOnce.size >= SEEN_MAX) seenOnce.delete(seenOnce.keys().next().value as string);
  seenOnce.set(key, true);
  return false;
}

export async function searchProperties(query: SearchQuery, opts: SearchOptions): Promise<SearchResult> {
  const limit = Math.max(1, Math.min(query.limit, opts.maxRows));
  const baseUrl = opts.baseUrl ?? publicOriginOutsideRequest();
  // The validated query (fixed key order from the schema), the row cap and the origin
  // decide the answer; the version decides whether a cached answer is still exact.
  // `new` and `priceDrop` windows move on the hour (price-drop.ts) while the version may not.
  const hour = query.new || query.priceDrop ? Math.floor(Date.now() / 3_600_000) : null;
  const key = opts.dataVersion ? JSON.stringify([query, limit, baseUrl, hour]) : "";
  if (opts.dataVersion) {
    const hit = results.get(opts.dataVersion, key);
    if (hit) return hit;
  }
  // The snapshot of this version answers without walking an index (snapshot-search.ts).
  const { result, version } =
    (await snapshotSearch(query, limit, baseUrl, opts.dataVersion)) ?? (await runSearch(query, limit, baseUrl));
  // Stored under the version the page query itself read: exact for that version only.
  if (opts.dataVersion && version === opts.dataVersion && admit(key)) results.set(version, key, freezeShared(result));
  return result;
}

async function runSearch(
  query: SearchQuery,
  limit: number,
  baseUrl: string,
): Promise<{ result: SearchResult; version: string | null }> {
  const where = searchWhere(query);
  const columns = Prisma.sql`${PROPERTY_COLUMNS}, ${CLOCK_VERSION_COLUMN}`;
  // The page comes first (through a sort index, < 1 ms) and carries the change clock's
  // value; the exact total is then usually a cache hit for that version (exact-total.ts).
  let version: string | null = null;
  const totalsFor = async (page: Row[]) => {
    version = page.length ? page[0].clock_version : await readClockVersion();
    return exactTotals(query, version);
  };

  let rows: Row[];
  let nextCursor: string | null = null;
  let nextPage: number | null = null;
  let total: number;

  if (query.sort === "newest") {
    let after: CursorKey | null = null;
    if (query.cursor !== undefined) {
      const decoded = decodeCursor(query.cursor, query);
      if (!decoded.ok) throw new InvalidParameterError("cursor", decoded.message);
      after = decoded.key;
    }
    // One extra row tells whether another page exists without a second query.
    const page = await queryRows<Row>(newestPageSql(where, columns, after, limit + 1));
    total = (await totalsFor(page)).total;
    rows = page.slice(0, limit);
    if (page.length > limit) {
      const last = rows[rows.length - 1];
      nextCursor = encodeCursor({ firstSeenAt: last.first_seen_at, id: last.id }, query);
    }
  } else {
    const pageNo = query.page ?? 1;
    const offset = (pageNo - 1) * limit;
    // Rows with a sort key first; past them (offset >= keyed) this returns nothing.
    rows = await queryRows<Row>(keyedPageSql(query.sort, where, columns, offset, limit));
    const { total: all, keyed } = await totalsFor(rows);
    total = all;
    if (rows.length < limit && offset + rows.length < total) {
      const tailOffset = Math.max(0, offset - keyed);
      const tail = await queryRows<Row>(unkeyedPageSql(query.sort, where, columns, tailOffset, limit - rows.length));
      // A page assembled from two statements is only cacheable if both read one version.
      if (tail.length && tail[0].clock_version !== version) version = null;
      rows = rows.concat(tail);
    }
    if (offset + limit < total) nextPage = pageNo + 1;
  }

  const result: SearchResult = {
    data: rows.map((r) => toSummary(r, baseUrl)),
    meta: { total, limit, sort: query.sort, next_cursor: nextCursor, next_page: nextPage },
  };
  return { result, version };
}
