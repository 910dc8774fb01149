// The uncached search through the in-memory snapshot (snapshot-page.ts): the page's ids
// and the exact total come from memory, the rows from PostgreSQL by primary key. The
// statement that reads the rows also reads the change clock; if it moved since the
// snapshot, the rows may not be the snapshot's, so the caller takes the SQL path.
// Rows read at the snapshot's version are kept for that version (version-cache.ts): new
// filters mostly show the same rows again (the newest, cheapest, largest of a parish),
// so most pages need no statement at all, and none is ever older than the request's version.
import { Prisma } from "@/lib/generated/prisma/client";
import { queryRows } from "@/lib/db/sql";
import { CLOCK_VERSION_COLUMN } from "./clock-version";
import { decodeCursor, encodeCursor, type CursorKey } from "./cursor";
import { InvalidParameterError } from "./errors";
import { PROPERTY_COLUMNS, toSummary, type PropertyRow } from "./property-row";
import type { SearchQuery } from "./search-query";
import { snapshotPage } from "./snapshot-page";
import type { SearchResult } from "./types";
import { VersionCache } from "./version-cache";

type Row = PropertyRow & { clock_version: string | null };

// ~1 kB per row: at most ~10 MB, emptied whenever the version moves.
const rowsOfVersion = new VersionCache<Row>(10_000);

export async function snapshotSearch(
  query: SearchQuery,
  limit: number,
  baseUrl: string,
  dataVersion: string | null | undefined,
): Promise<{ result: SearchResult; version: string } | undefined> {
  if (!dataVersion) return undefined;
  const newest = query.sort === "newest";
  let after: CursorKey | null = null;
  if (newest && query.cursor !== undefined) {
    const decoded = decodeCursor(query.cursor, query);
    if (!decoded.ok) throw new InvalidParameterError("cursor", decoded.message);
    after = decoded.key;
  }
  const pageNo = query.page ?? 1;
  const offset = newest ? 0 : (pageNo - 1) * limit;
  // newest: one extra row says whether another page exists.
  const page = snapshotPage(query, dataVersion, offset, newest ? limit + 1 : limit, after);
  if (!page) return undefined;
  const found = new Map<string, Row>();
  const missing: string[] = [];
  for (const id of page.ids) {
    const hit = rowsOfVersion.get(page.version, id);
    if (hit) found.set(id, hit);
    else missing.push(id);
  }
  if (missing.length) {
    const fetched = await queryRows<Row>(
      Prisma.sql`SELECT ${PROPERTY_COLUMNS}, ${CLOCK_VERSION_COLUMN} FROM property p WHERE p.id = ANY(${missing}::uuid[])`,
    );
    if (fetched.length !== missing.length || fetched[0].clock_version !== page.version) return undefined;
    for (const r of fetched) {
      found.set(r.id, r);
      rowsOfVersion.set(page.version, r.id, r);
    }
  }
  let rows = page.ids.map((id) => found.get(id)!);
  const total = page.totals.total;
  let nextCursor: string | null = null;
  let nextPage: number | null = null;
  if (newest && rows.length > limit) {
    rows = rows.slice(0, limit);
    const last = rows[rows.length - 1];
    nextCursor = encodeCursor({ firstSeenAt: last.first_seen_at, id: last.id }, query);
  }
  if (!newest && offset + limit < total) nextPage = pageNo + 1;
  const result: SearchResult = {
    data: rows.map((r) => toSummary(r, baseUrl)),
    meta: { total, limit, sort: query.sort, next_cursor: nextCursor, next_page: nextPage },
  };
  return { result, version: page.version };
}
