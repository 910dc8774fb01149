// Every matching home on a map, for any result size (docs/api.md#search): the search's own
// WHERE (search-sql.ts, from the same validated SearchQuery as the list) grouped in SQL
// into a grid whose squares are a few dozen pixels at the map's zoom. Each square carries
// its count and mean position; a square with few homes, or all at one point, also lists
// them (id, place, the facts of its title and price) when it lies in the visible area, so
// the map can show pins there and clusters elsewhere. One statement: the total, the area of the located
// homes and the squares come from one snapshot, so the squares' counts add up exactly.
import { Prisma } from "@/lib/generated/prisma/client";
import { queryRows } from "@/lib/db/sql";
import type { SearchQuery } from "./search-query";
import { searchWhere } from "./search-sql";

/** A square with at most this many homes lists them (when in view); so does a square whose
 *  homes all share one point (a town centre), which no zoom would ever split. */
export const MAP_DETAIL = 30;
/** Past this many squares the grid is made coarser: the answer stays small at any size. */
const MAX_CELLS = 4_000;
/** The side of a square on screen, in pixels of 256-pixel web-map tiles. */
const CELL_PX = 40;
// Squares on screen at Andorra's latitude (a degree of longitude is cos(lat) as long as one
// of latitude there); the country spans 0.2° of latitude, so one factor serves it whole.
const LAT_SCALE = Math.cos((42.55 * Math.PI) / 180);

export type MapView = { west: number; south: number; east: number; north: number };

type MapHomeRow = {
  id: string;
  lat: number;
  lng: number;
  precision: string;
  price: number | null;
  currency: string;
  type: string;
  rooms: number | null;
  surface_m2: number | null;
  plot_m2: number | null;
  town: string | null;
  parish: string | null;
};
type MapCellRow = { lat: number; lng: number; count: number; homes: MapHomeRow[] | null };
export type MapClusters = {
  /** Every match, located or not (the list's meta.total). */
  total: number;
  /** Matches with a location: the sum of the squares' counts. */
  located: number;
  bounds: MapView | null;
  /** The zoom the grid was made for (lower than asked when MAX_CELLS made it coarser). */
  zoom: number;
  cells: MapCellRow[];
};

/** Degrees of longitude of one square at `zoom`. */
export const cellDegrees = (zoom: number) => (360 / (256 * 2 ** zoom)) * CELL_PX;

function clustersSql(where: Prisma.Sql, zoom: number, view: MapView | null): Prisma.Sql {
  const lngSize = cellDegrees(zoom);
  const latSize = lngSize * LAT_SCALE;
  const inView = view
    ? Prisma.sql`max(m.lat) >= ${view.south}::float8 AND min(m.lat) <= ${view.north}::float8
        AND max(m.lng) >= ${view.west}::float8 AND min(m.lng) <= ${view.east}::float8`
    : Prisma.sql`true`;
  return Prisma.sql`
    WITH m AS MATERIALIZED (
      SELECT p.id, p.lat, p.lng, p.location_precision, p.price_min, p.currency, p.type, p.rooms,
        p.surface_m2, p.plot_m2, p.town, p.parish
      FROM property p WHERE ${where}),
    cells AS (
      SELECT count(*)::int AS count, avg(m.lat) AS lat, avg(m.lng) AS lng,
        CASE WHEN (count(*) <= ${MAP_DETAIL}::int OR (min(m.lat) = max(m.lat) AND min(m.lng) = max(m.lng)))
          AND ${inView} THEN json_agg(json_build_object(
          'id', m.id, 'lat', m.lat, 'lng', m.lng, 'precision', m.location_precision, 'price', m.price_min,
          'currency', m.currency, 'type', m.type, 'rooms', m.rooms, 'surface_m2', m.surface_m2,
          'plot_m2', m.plot_m2, 'town', m.town, 'parish', m.parish) ORDER BY m.id) END AS homes
      FROM m WHERE m.lat IS NOT NULL AND m.lng IS NOT NULL
      GROUP BY floor(m.lng / ${lngSize}::float8), floor(m.lat / ${latSize}::float8))
    SELECT (SELECT count(*)::int FROM m) AS total,
      (SELECT json_build_object('west', min(lng), 'south', min(lat), 'east', max(lng), 'north', max(lat))
        FROM m WHERE lat IS NOT NULL AND lng IS NOT NULL) AS bounds,
      COALESCE((SELECT json_agg(cells ORDER BY cells.lat, cells.lng) FROM cells), '[]'::json) AS cells`;
}

type Answer = { total: number; bounds: Partial<MapView>; cells: MapCellRow[] };

/** The matches of `query` (its paging ignored) as grid squares for a map at `zoom`. */
export async function mapClusters(query: SearchQuery, zoom: number, view: MapView | null = null): Promise<MapClusters> {
  const where = searchWhere(query);
  let z = Math.max(0, Math.floor(zoom));
  for (;;) {
    const [row] = await queryRows<Answer>(clustersSql(where, z, view));
    if (row.cells.length > MAX_CELLS && z > 0) {
      z = Math.max(0, z - 2);
      continue;
    }
    const located = row.cells.reduce((n, c) => n + c.count, 0);
    const b = row.bounds;
    const bounds = located ? (b as MapView) : null;
    return { total: row.total, located, bounds, zoom: z, cells: row.cells };
  }
}
