// SQL of the property search (docs/api.md#sorts). Every value is a bound parameter of
// Prisma.sql; only fixed fragments chosen here are spliced in. Each sort walks one of
// the property_search_* indexes (status, operation, is_home, sort key, id): the
// predicate always pins status and operation, and pins is_home whenever the requested
// types are all homes or all non-homes, so the index order serves ORDER BY + LIMIT.
import { Prisma } from "@/lib/generated/prisma/client";
import { CLOCK_VERSION_COLUMN } from "./clock-version";
import type { CursorKey } from "./cursor";
import type { SearchQuery } from "./search-query";
import { EARTH_RADIUS_M, radiusBox, type LatLng } from "./geometry";
import { detailFiltersWhere } from "./detail-filters";
import { isHomeType, type SortId } from "@/lib/domain/vocabulary";

/** Great-circle distance in metres from `c` (haversine, the mean Earth radius). */
function distanceSql(c: LatLng): Prisma.Sql {
  return Prisma.sql`2 * ${EARTH_RADIUS_M}::float8 * asin(least(1::float8, sqrt(
    power(sin(radians(p.lat - ${c.lat}::float8) / 2), 2)
    + cos(radians(${c.lat}::float8)) * cos(radians(p.lat)) * power(sin(radians(p.lng - ${c.lng}::float8) / 2), 2))))`;
}

/** A lat/lng box the (lat, lng) index can use before the exact test. */
function boxSql(b: { south: number; north: number; west: number; east: number }): Prisma.Sql {
  return Prisma.sql`p.lat BETWEEN ${b.south}::float8 AND ${b.north}::float8 AND p.lng BETWEEN ${b.west}::float8 AND ${b.east}::float8`;
}

export function searchWhere(q: SearchQuery): Prisma.Sql {
  const parts: Prisma.Sql[] = [
    Prisma.sql`p.status = 'active'::"PropertyStatus"`,
    Prisma.sql`p.operation = ${q.op}::"Operation"`,
  ];
  if (!q.type) parts.push(Prisma.sql`p.is_home = true`);
  else {
    const homes = q.type.filter(isHomeType).length;
    if (homes === q.type.length) parts.push(Prisma.sql`p.is_home = true`);
    else if (homes === 0) parts.push(Prisma.sql`p.is_home = false`);
    parts.push(Prisma.sql`p.type = ANY(${q.type}::"PropertyType"[])`);
  }
  if (q.parish) parts.push(Prisma.sql`p.parish = ANY(${q.parish}::text[])`);
  if (q.minPrice !== undefined) parts.push(Prisma.sql`p.price_min >= ${q.minPrice}::int`);
  if (q.maxPrice !== undefined) parts.push(Prisma.sql`p.price_min <= ${q.maxPrice}::int`);
  if (q.minRooms !== undefined) parts.push(Prisma.sql`p.rooms >= ${q.minRooms}::int`);
  if (q.minSurface !== undefined) parts.push(Prisma.sql`p.surface_m2 >= ${q.minSurface}::float8`);
  if (q.bbox) {
    const b = q.bbox;
    parts.push(
      Prisma.sql`p.lat BETWEEN ${b.south}::float8 AND ${b.north}::float8 AND p.lng BETWEEN ${b.west}::float8 AND ${b.east}::float8`,
    );
  }
  if (q.near && q.radius !== undefined) {
    parts.push(boxSql(radiusBox(q.near, q.radius)));
    parts.push(Prisma.sql`${distanceSql(q.near)} <= ${q.radius}::float8`);
  }
  if (q.polygon) {
    const pts = q.polygon.points;
    const lats = pts.map((x) => x.lat),
      lngs = pts.map((x) => x.lng);
    parts.push(
      boxSql({ south: Math.min(...lats), north: Math.max(...lats), west: Math.min(...lngs), east: Math.max(...lngs) }),
    );
    // PostgreSQL's own polygon type: x = longitude, y = latitude; its @> counts the edge as inside.
    const text = `(${pts.map((x) => `(${x.lng},${x.lat})`).join(",")})`;
    parts.push(Prisma.sql`${text}::polygon @> point(p.lng, p.lat)`);
  }
  parts.push(...detailFiltersWhere(q));
  return Prisma.join(parts, " AND ");
}

/** The sort key column of the price/surface sorts (rows with it null come last). */
const SORT_KEY: Record<Exclude<SortId, "newest">, Prisma.Sql> = {
  price_asc: Prisma.raw("p.price_min"),
  price_desc: Prisma.raw("p.price_min"),
  surface_desc: Prisma.raw("p.surface_m2"),
};

// Directions match the index scan: price index (price_min, id) forward or backward,
// surface index (surface_m2 DESC, id) forward.
const KEYED_ORDER: Record<Exclude<SortId, "newest">, Prisma.Sql> = {
  price_asc: Prisma.raw("p.price_min ASC, p.id ASC"),
  price_desc: Prisma.raw("p.price_min DESC, p.id DESC"),
  surface_desc: Prisma.raw("p.surface_m2 DESC, p.id ASC"),
};

export function newestPageSql(
  where: Prisma.Sql,
  columns: Prisma.Sql,
  after: CursorKey | null,
  take: number,
): Prisma.Sql {
  const keyset = after
    ? Prisma.sql`AND (p.first_seen_at, p.id) < (${after.firstSeenAt}::timestamptz, ${after.id}::uuid)`
    : Prisma.empty;
  return Prisma.sql`SELECT ${columns} FROM property p WHERE ${where} ${keyset}
    ORDER BY p.first_seen_at DESC, p.id DESC LIMIT ${take}`;
}

/** Rows with a sort key, in sort order (the first part of a nulls-last page). */
export function keyedPageSql(
  sort: Exclude<SortId, "newest">,
  where: Prisma.Sql,
  columns: Prisma.Sql,
  offset: number,
  take: number,
): Prisma.Sql {
  return Prisma.sql`SELECT ${columns} FROM property p WHERE ${where} AND ${SORT_KEY[sort]} IS NOT NULL
    ORDER BY ${KEYED_ORDER[sort]} LIMIT ${take} OFFSET ${offset}`;
}

/** Rows without a sort key, by id (the tail of a nulls-last sort). */
export function unkeyedPageSql(
  sort: Exclude<SortId, "newest">,
  where: Prisma.Sql,
  columns: Prisma.Sql,
  offset: number,
  take: number,
): Prisma.Sql {
  return Prisma.sql`SELECT ${columns} FROM property p WHERE ${where} AND ${SORT_KEY[sort]} IS NULL
    ORDER BY p.id ASC LIMIT ${take} OFFSET ${offset}`;
}

/** Exact total, plus how many rows have the sort key (to split nulls-last pages), and the table version counted. */
export function countSql(where: Prisma.Sql, sort: SortId): Prisma.Sql {
  const keyed = sort === "newest" ? Prisma.sql`count(*)` : Prisma.sql`count(${SORT_KEY[sort]})`;
  return Prisma.sql`SELECT count(*)::int AS total, ${keyed}::int AS keyed, ${CLOCK_VERSION_COLUMN} FROM property p WHERE ${where}`;
}
