// Property search (SPEC 4.1): one implementation for GET /v1/properties and the site's
// search page. Active properties only; exact total; keyset cursor for `newest`, pages
// for the other sorts, which put rows without a price/surface last (DESIGN.md 3).
// Totals are exact; they are reused while the change clock says nothing changed.
import { prisma } from "@/lib/db/client";
import { decodeCursor, encodeCursor, type CursorKey } from "./cursor";
import { InvalidParameterError } from "./errors";
import { PROPERTY_COLUMNS, resolveBaseUrl, toSummary, type PropertyRow } from "./property-row";
import type { SearchQuery } from "./search-query";
import { exactTotals } from "./exact-total";
import { keyedPageSql, newestPageSql, searchWhere, unkeyedPageSql } from "./search-sql";
import type { SearchResult } from "./types";

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
  const countPromise = exactTotals(where, query.sort);

  let rows: PropertyRow[];
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
    const [page, counts] = await Promise.all([prisma.$queryRaw<PropertyRow[]>(newestPageSql(where, PROPERTY_COLUMNS, after, limit + 1)), countPromise]);
    total = counts.total;
    rows = page.slice(0, limit);
    if (page.length > limit) {
      const last = rows[rows.length - 1];
      nextCursor = encodeCursor({ firstSeenAt: last.first_seen_at, id: last.id }, query);
    }
  } else {
    const pageNo = query.page ?? 1;
    const offset = (pageNo - 1) * limit;
    const counts = await countPromise;
    total = counts.total;
    const keyed = counts.keyed;
    rows = [];
    if (offset < keyed) rows = await prisma.$queryRaw<PropertyRow[]>(keyedPageSql(query.sort, where, PROPERTY_COLUMNS, offset, limit));
    if (rows.length < limit && offset + rows.length < total) {
      const tailOffset = Math.max(0, offset - keyed);
      const tail = await prisma.$queryRaw<PropertyRow[]>(unkeyedPageSql(query.sort, where, PROPERTY_COLUMNS, tailOffset, limit - rows.length));
      rows = rows.concat(tail);
    }
    if (offset + limit < total) nextPage = pageNo + 1;
  }

  return {
    data: rows.map((r) => toSummary(r, baseUrl)),
    meta: { total, limit, sort: query.sort, next_cursor: nextCursor, next_page: nextPage },
  };
}
