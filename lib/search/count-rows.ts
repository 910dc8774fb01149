// The scan over the in-memory columns of count-index.ts: the same predicate as
// searchWhere (search-sql.ts), written for typed arrays. NULLs are NaN, which fails
// every comparison as NULL does in SQL. A query with a filter this file does not know
// returns undefined, so the caller counts in SQL: a new filter can never be counted
// wrongly here, only more slowly there.
import type { SearchQuery } from "./search-query";
import type { Totals } from "./exact-total";
import { isHomeType, PROPERTY_TYPES } from "./vocabulary";

export type CountColumns = {
  n: number;
  /** `${operation}|${parish ?? ""}` → [start, end) of the rows in that group. */
  groups: Map<string, [number, number]>;
  home: Uint8Array;
  type: Uint8Array;
  price: Float64Array;
  rooms: Float64Array;
  surface: Float64Array;
  lat: Float64Array;
  lng: Float64Array;
  /** first_seen_at in microseconds since the epoch (exact below 2^53). */
  firstSeen: Float64Array;
  /** uuid text: its order is PostgreSQL's uuid order. */
  ids: string[];
};

/** The query fields this count understands; any other set field means "count in SQL". */
const KNOWN = new Set([
  "op",
  "type",
  "parish",
  "minPrice",
  "maxPrice",
  "minRooms",
  "minSurface",
  "bbox",
  "sort",
  "limit",
  "cursor",
  "page",
]);

export function countRows(c: CountColumns, q: SearchQuery, groups: string[]): Totals | undefined {
  return scanRows(c, q, groups, () => undefined);
}

/** Calls `visit` with each matching row and returns the totals, or undefined (count in SQL). */
export function scanRows(
  c: CountColumns,
  q: SearchQuery,
  groups: string[],
  visit: (row: number) => void,
): Totals | undefined {
  for (const [k, v] of Object.entries(q)) if (v !== undefined && !KNOWN.has(k)) return undefined;
  // is_home as searchWhere pins it: homes by default, else when the types are all of one kind.
  let home = -1;
  let types: Uint8Array | null = null;
  if (!q.type) home = 1;
  else {
    const homes = q.type.filter(isHomeType).length;
    if (homes === q.type.length) home = 1;
    else if (homes === 0) home = 0;
    types = new Uint8Array(PROPERTY_TYPES.length);
    for (const t of q.type) types[PROPERTY_TYPES.indexOf(t)] = 1;
  }
  const minPrice = q.minPrice ?? -Infinity;
  const maxPrice = q.maxPrice ?? Infinity;
  const minRooms = q.minRooms ?? -Infinity;
  const minSurface = q.minSurface ?? -Infinity;
  const b = q.bbox;
  const keyCol = q.sort === "newest" ? null : q.sort === "surface_desc" ? c.surface : c.price;
  let total = 0;
  let keyed = 0;
  for (const g of groups) {
    const range = c.groups.get(g);
    if (!range) continue;
    for (let i = range[0]; i < range[1]; i++) {
      if (home !== -1 && c.home[i] !== home) continue;
      if (types && types[c.type[i]] !== 1) continue;
      // Written as "fails unless", so NaN (NULL) fails exactly where SQL's NULL does.
      if (q.minPrice !== undefined && !(c.price[i] >= minPrice)) continue;
      if (q.maxPrice !== undefined && !(c.price[i] <= maxPrice)) continue;
      if (q.minRooms !== undefined && !(c.rooms[i] >= minRooms)) continue;
      if (q.minSurface !== undefined && !(c.surface[i] >= minSurface)) continue;
      if (b && !(c.lat[i] >= b.south && c.lat[i] <= b.north && c.lng[i] >= b.west && c.lng[i] <= b.east)) continue;
      total++;
      if (keyCol === null || !Number.isNaN(keyCol[i])) keyed++;
      visit(i);
    }
  }
  return { total, keyed };
}
