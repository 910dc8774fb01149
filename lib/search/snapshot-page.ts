// A search page chosen from the in-memory columns (count-index.ts) instead of walking a
// sort index in PostgreSQL: one pass over the matching rows counts them and keeps the
// best offset+limit+1 in the query's exact SQL order (search-sql.ts: sort key, nulls
// last, ties by id), then the rows are read by primary key. Used only when the snapshot
// is of the request's data version, and only for the first MAX_DEPTH rows; deeper pages,
// unknown filters and other versions take the SQL path.
import { snapshotAt, snapshotGroups } from "./count-index";
import { scanRows, type CountColumns } from "./count-rows";
import type { CursorKey } from "./cursor";
import type { Totals } from "./exact-total";
import type { SearchQuery } from "./search-query";

const MAX_DEPTH = 1_000;

export type SnapshotPage = { ids: string[]; totals: Totals; version: string };

/** Negative when row a comes before row b in the query's order. */
function comparator(c: CountColumns, sort: SearchQuery["sort"]): (a: number, b: number) => number {
  const byId = (a: number, b: number, dir: 1 | -1) => (c.ids[a] < c.ids[b] ? -dir : c.ids[a] > c.ids[b] ? dir : 0);
  if (sort === "newest") return (a, b) => c.firstSeen[b] - c.firstSeen[a] || byId(a, b, -1);
  const key = sort === "surface_desc" ? c.surface : c.price;
  const dir = sort === "price_asc" ? 1 : -1;
  const idDir = sort === "price_desc" ? -1 : 1;
  return (a, b) => {
    const na = Number.isNaN(key[a]),
      nb = Number.isNaN(key[b]);
    if (na || nb) return na && nb ? byId(a, b, 1) : na ? 1 : -1; // nulls last, by id
    return dir * (key[a] - key[b]) || byId(a, b, idDir);
  };
}

function cursorMicros(k: CursorKey): number {
  return Date.parse(`${k.firstSeenAt.slice(0, 23)}Z`) * 1000 + Number(k.firstSeenAt.slice(23, 26));
}

export function snapshotPage(
  q: SearchQuery,
  version: string | null | undefined,
  offset: number,
  take: number,
  after: CursorKey | null,
): SnapshotPage | undefined {
  if (offset + take > MAX_DEPTH) return undefined;
  const c = snapshotAt(version);
  if (!c) return undefined;
  const cmp = comparator(c, q.sort);
  const want = offset + take;
  const best: number[] = []; // sorted, at most `want` long
  const afterMicros = after ? cursorMicros(after) : 0;
  const totals = scanRows(c, q, snapshotGroups(q), (i) => {
    if (after && !(c.firstSeen[i] < afterMicros || (c.firstSeen[i] === afterMicros && c.ids[i] < after.id))) return;
    if (best.length === want && cmp(i, best[want - 1]) >= 0) return;
    let lo = 0,
      hi = best.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (cmp(best[mid], i) <= 0) lo = mid + 1;
      else hi = mid;
    }
    best.splice(lo, 0, i);
    if (best.length > want) best.pop();
  });
  if (!totals) return undefined;
  return { ids: best.slice(offset).map((i) => c.ids[i]), totals, version: c.version };
}
