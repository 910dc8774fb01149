// The scan over the in-memory columns of count-index.ts: the same predicate as
// searchWhere (search-sql.ts), written for typed arrays. NULLs are NaN, which fails
// every comparison as NULL does in SQL. A query with a filter this file does not know
// returns undefined, so the caller counts in SQL: a new filter can never be counted
// wrongly here, only more slowly there.
import type { SearchQuery } from "./search-query";
import { isHomeType, PROPERTY_TYPES, type SortId } from "@/lib/domain/vocabulary";

/** A search's totals: every match, and those with a value of the sort key (exact-total.ts caches them). */
export type Totals = { total: number; keyed: number };

export type CountColumns = {
  n: number;
  /** `${operation}|${parish ?? ""}|${is_home ? 1 : 0}` → [start, end) of the rows in that group. */
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
  /** Each row's position in each sort's exact SQL order (1 = first), over all active rows. */
  rank: Record<SortId, Uint32Array>;
};

/** First index in [lo, hi) whose price fails `below` (prices ascend, NaN last, within a group). */
function firstNotBelow(price: Float64Array, lo: number, hi: number, below: (x: number) => boolean): number {
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (below(price[mid])) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

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
  const hasMinPrice = q.minPrice !== undefined,
    hasMaxPrice = q.maxPrice !== undefined,
    hasMinRooms = q.minRooms !== undefined,
    hasMinSurface = q.minSurface !== undefined;
  const minPrice = q.minPrice ?? -Infinity;
  const maxPrice = q.maxPrice ?? Infinity;
  const minRooms = q.minRooms ?? -Infinity;
  const minSurface = q.minSurface ?? -Infinity;
  const b = q.bbox;
  const { home: homeCol, type: typeCol, price, rooms, surface, lat, lng } = c;
  const keyCol = q.sort === "newest" ? null : q.sort === "surface_desc" ? surface : price;
  let total = 0;
  let keyed = 0;
  for (const g of groups) {
    const range = c.groups.get(g);
    if (!range) continue;
    // Rows of a group ascend by price (NULL last): a price filter reads only its slice.
    let from = range[0],
      to = range[1];
    if (hasMinPrice) from = firstNotBelow(price, from, to, (x) => x < minPrice);
    if (hasMaxPrice) to = firstNotBelow(price, from, to, (x) => x <= maxPrice);
    for (let i = from; i < to; i++) {
      if (home !== -1 && homeCol[i] !== home) continue;
      if (types && types[typeCol[i]] !== 1) continue;
      // Written as "fails unless", so NaN (NULL) fails exactly where SQL's NULL does.
      if (hasMinPrice && !(price[i] >= minPrice)) continue;
      if (hasMaxPrice && !(price[i] <= maxPrice)) continue;
      if (hasMinRooms && !(rooms[i] >= minRooms)) continue;
      if (hasMinSurface && !(surface[i] >= minSurface)) continue;
      if (b && !(lat[i] >= b.south && lat[i] <= b.north && lng[i] >= b.west && lng[i] <= b.east)) continue;
      total++;
      if (keyCol === null || keyCol[i] === keyCol[i]) keyed++; // x === x: not NaN
      visit(i);
    }
  }
  return { total, keyed };
}
