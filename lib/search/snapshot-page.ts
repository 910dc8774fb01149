// A search page chosen from the in-memory columns (count-index.ts) instead of walking a
// sort index in PostgreSQL: one pass over the matching rows counts them and keeps the
// best offset+limit+1 in the query's exact SQL order (each row's rank in that order,
// computed by PostgreSQL when the snapshot was read), then the rows are read by primary key. Used only when the snapshot
// is of the request's data version, and only for the first MAX_DEPTH rows; deeper pages,
// unknown filters and other versions take the SQL path.
import { snapshotAt, snapshotGroups } from "./count-index";
import { scanRows } from "./count-rows";
import type { CursorKey } from "./cursor";
import type { Totals } from "./count-rows";
import type { SearchQuery } from "./search-query";

const MAX_DEPTH = 1_000;

export type SnapshotPage = { ids: string[]; totals: Totals; version: string };

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
  // The rank is the row's place in the sort's exact SQL order, so "comes before" is "<".
  const rank = c.rank[q.sort];
  const want = offset + take;
  const best: number[] = []; // sorted, at most `want` long
  const afterMicros = after ? cursorMicros(after) : 0;
  const totals = scanRows(c, q, snapshotGroups(q), (i) => {
    if (after && !(c.firstSeen[i] < afterMicros || (c.firstSeen[i] === afterMicros && c.ids[i] < after.id))) return;
    const r = rank[i];
    if (best.length === want && r > rank[best[want - 1]]) return;
    let lo = 0,
      hi = best.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (rank[best[mid]] < r) lo = mid + 1;
      else hi = mid;
    }
    best.splice(lo, 0, i);
    if (best.length > want) best.pop();
  });
  if (!totals) return undefined;
  return { ids: best.slice(offset).map((i) => c.ids[i]), totals, version: c.version };
}
