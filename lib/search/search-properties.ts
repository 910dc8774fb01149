// Property search (SPEC 4.1): one implementation for GET /v1/properties and the site's
// search page. Active properties only; exact total; keyset cursor for `newest`, pages
// for the other sorts, which put rows without a price/surface last (DESIGN.md 3).
// Totals are exact; they are reused while the change clock says nothing changed.
import { queryPrisma } from "./query-client";
import { decodeCursor, encodeCursor, type CursorKey } from "./cursor";
import { InvalidParameterError } from "./errors";
import { PROPERTY_COLUMNS, resolveBaseUrl, toSummary, type PropertyRow } from "./property-row";
import type { SearchQuery } from "./search-query";
import { Prisma } from "@/lib/generated/prisma/client";
import { CLOCK_VERSION_COLUMN, exactTotals, readClockVersion } from "./exact-total";
import { keyedPageSql, newestPageSql, searchWhere, unkeyedPageSql } from "./search-sql";
import type { SearchResult } from "./types";

type Row = PropertyRow & { clock_version: string | null };

export type SearchOptions = {
  /** The plan's rows per request (SPEC 8 rule 1); `limit` above it is capped silently. */
  maxRows: number;
  /** Origin for `url`; PUBLIC_BASE_URL wins when set. */
  baseUrl?: string;
};

export async function searchProperties(query: SearchQuery, opts: SearchOptions): Promise<SearchResult> {
  const limit = Math.max(1, Math.min(query.limit, opts.maxRows));
  const baseUrl = resolveBaseUrl(opts.baseUrl);
  const where = searchWhere(query);
  const columns = Prisma.sql`${PROPERTY_COLUMNS}, ${CLOCK_VERSION_COLUMN}`;
  // The page comes first (through a sort index, < 1 ms) and carries the change clock's
  // value; the exact total is then usually a cache hit for that version (exact-total.ts).
  const totalsFor = async (page: Row[]) => exactTotals(where, query.sort, page.length ? page[0].clock_version : await readClockVersion());

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
    const page = await queryPrisma().$queryRaw<Row[]>(newestPageSql(where, columns, after, limit + 1));
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
    rows = await queryPrisma().$queryRaw<Row[]>(keyedPageSql(query.sort, where, columns, offset, limit));
    const { total: all, keyed } = await totalsFor(rows);
    total = all;
    if (rows.length < limit && offset + rows.length < total) {
      const tailOffset = Math.max(0, offset - keyed);
      const tail = await queryPrisma().$queryRaw<Row[]>(unkeyedPageSql(query.sort, where, columns, tailOffset, limit - rows.length));
      rows = rows.concat(tail);
    }
    if (offset + limit < total) nextPage = pageNo + 1;
  }

  return {
    data: rows.map((r) => toSummary(r, baseUrl)),
    meta: { total, limit, sort: query.sort, next_cursor: nextCursor, next_page: nextPage },
  };
}
