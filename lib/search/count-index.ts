// Exact search totals from memory. Counting the rows that match a new filter costs
// PostgreSQL 10–50 ms at 100,000 properties (every matching row is visited), which is
// most of an uncached search (docs/benchmarks.md). Instead the filter columns of every
// active property are held here as typed arrays, read in ONE statement together with
// the change clock's value: the snapshot is the table at exactly that version, so a
// count over it is exact for requests that read the same version (version-cache.ts).
// Rows are grouped by operation, parish and is_home, so a count visits only the groups the
// filter names (a few microseconds per thousand rows). Other versions fall back to SQL
// and start one rebuild (at most one every REBUILD_MS), so a burst of ingestion writes
// costs at most one table read per interval.
import type pg from "pg";
import { Prisma } from "@/lib/generated/prisma/client";
import { queryRows } from "@/lib/db/sql";
import { CLOCK_VERSION_SQL } from "./clock-version";
import { countRows, type CountColumns, type Totals } from "./count-rows";
import type { SearchQuery } from "./search-query";
import { sortRanks } from "./sort-ranks";
import { isHomeType, PARISHES, PROPERTY_TYPES, SORTS } from "@/lib/domain/vocabulary";

const REBUILD_MS = 5_000;

export type CountSnapshot = CountColumns & { version: string };

let current: CountSnapshot | null = null;
let building: Promise<void> | null = null;
let lastBuildStart = 0;

type Row = {
  v: string | null;
  id: string;
  seen: string;
  op: string;
  home: boolean;
  type: string;
  parish: string | null;
  price: number | null;
  rooms: number | null;
  surface: number | null;
  lat: number | null;
  lng: number | null;
};

/** Reads the snapshot (one statement, so rows and version agree). */
export async function loadCountSnapshot(pool?: pg.Pool): Promise<CountSnapshot | null> {
  // Each group (operation, parish) is ordered by price, so a price filter reads only its
  // slice of the group (count-rows.ts).
  const rows = await queryRows<Row>(
    Prisma.sql`
    SELECT ${CLOCK_VERSION_SQL} AS v, p.id::text AS id, (extract(epoch FROM p.first_seen_at) * 1000000)::int8::text AS seen, p.operation::text AS op, p.is_home AS home, p.type::text AS type, p.parish,
      p.price_min AS price, p.rooms, p.surface_m2 AS surface, p.lat, p.lng
    FROM property p WHERE p.status = 'active'::"PropertyStatus" ORDER BY p.operation, p.parish, p.is_home, p.price_min NULLS LAST, p.id`,
    pool,
  );
  const version = rows[0]?.v ?? null;
  if (version === null) return null; // an empty table: nothing worth holding
  const n = rows.length;
  const cols: CountSnapshot = {
    version,
    n,
    groups: new Map(),
    home: new Uint8Array(n),
    type: new Uint8Array(n),
    price: new Float64Array(n),
    rooms: new Float64Array(n),
    surface: new Float64Array(n),
    lat: new Float64Array(n),
    lng: new Float64Array(n),
    firstSeen: new Float64Array(n),
    ids: new Array<string>(n),
    rank: {} as CountSnapshot["rank"],
  };
  const num = (x: number | null) => (x === null ? NaN : Number(x)); // NaN fails every comparison, like NULL
  for (let i = 0; i < n; i++) {
    const r = rows[i];
    const g = `${r.op}|${r.parish ?? ""}|${r.home ? 1 : 0}`;
    const range = cols.groups.get(g);
    if (range) range[1] = i + 1;
    else cols.groups.set(g, [i, i + 1]);
    cols.home[i] = r.home ? 1 : 0;
    cols.type[i] = PROPERTY_TYPES.indexOf(r.type as never);
    cols.price[i] = num(r.price);
    cols.rooms[i] = num(r.rooms);
    cols.surface[i] = num(r.surface);
    cols.lat[i] = num(r.lat);
    cols.lng[i] = num(r.lng);
    cols.firstSeen[i] = Number(r.seen);
    cols.ids[i] = r.id;
  }
  for (const sort of SORTS) cols.rank[sort] = sortRanks(cols, n, sort);
  return cols;
}

/** Totals for `query` if a snapshot of exactly `version` is held, else undefined (and a rebuild starts). */
export function countFromSnapshot(query: SearchQuery, version: string | null): Totals | undefined {
  const snap = snapshotAt(version);
  return snap ? countRows(snap, query, snapshotGroups(query)) : undefined;
}

/** The operation|parish|is_home groups a query reads (is_home pinned as searchWhere pins it). */
export function snapshotGroups(query: SearchQuery): string[] {
  const homes = query.type ? query.type.filter(isHomeType).length : 1;
  const kinds = !query.type || homes === query.type.length ? [1] : homes === 0 ? [0] : [0, 1];
  return (query.parish ?? [...PARISHES, ""]).flatMap((p) => kinds.map((h) => `${query.op}|${p}|${h}`));
}

function startRebuild(): void {
  if (building || Date.now() - lastBuildStart < REBUILD_MS) return;
  lastBuildStart = Date.now();
  building = loadCountSnapshot()
    .then((snap) => {
      if (snap && (!current || snap.version >= current.version)) current = snap;
    })
    .catch((err) => console.warn("[search] count snapshot failed:", err instanceof Error ? err.message : err))
    .finally(() => {
      building = null;
    });
}

/** The snapshot of exactly `version`, if held (snapshot-page.ts reads pages from it). */
export function snapshotAt(version: string | null | undefined): CountSnapshot | undefined {
  if (version && current?.version === version) return current;
  // Only a newer version is worth a rebuild (an older one is a slow request's).
  if (version && (!current || version > current.version)) startRebuild();
  return undefined;
}

/** Loads a snapshot now and uses it (tests; the app rebuilds on demand). */
export async function installCountSnapshot(pool?: pg.Pool): Promise<CountSnapshot | null> {
  current = await loadCountSnapshot(pool);
  return current;
}
