// The homes valuations compare with: every active home of an operation with an asking price
// and a surface, with its photos' fingerprints (to leave out a home that is probably the
// valued one under another record) and its summary row (to name comparables without a second
// query). Read in one scan and served from an in-process snapshot refreshed in the
// background, as /v1/stats' aggregates are, so a property page never waits for it but once
// per process. The hedonic level is calibrated on the snapshot (./calibrate.ts).
import { Prisma } from "@/lib/generated/prisma/client";
import { queryRows } from "@/lib/db/sql";
import { PROPERTY_COLUMNS, type PropertyRow } from "@/lib/search/property-row";
import { calibrate } from "./calibrate";
import type { Calibration } from "./design";
import { isValuable, type PricedHome, type ValuationOp } from "./home";
import { VALUATION_MODELS } from "./valuation-weights";

export type PoolHome = PricedHome & { row: PropertyRow; prints: readonly string[] };
export type Pool = {
  op: ValuationOp;
  homes: PoolHome[];
  byId: Map<string, PoolHome>;
  cal: Calibration | null;
  at: Date;
};

const REFRESH_MS = 60_000;
type Snapshot = { at: number; serial: number; value: Promise<Pool> };
const snapshots = new Map<ValuationOp, Snapshot>();
let serials = 0;

export function poolHome(row: PropertyRow, prints: readonly string[]): PoolHome | null {
  const home = {
    id: row.id,
    type: row.type,
    parish: row.parish,
    town: row.town,
    lat: row.lat,
    lng: row.lng,
    surfaceM2: row.surface_m2 ?? 0,
    rooms: row.rooms,
    bathrooms: row.bathrooms,
    features: row.features ?? [],
    price: row.price_min ?? 0,
    row,
    prints,
  };
  return home.price > 0 && isValuable(home) ? home : null;
}

/** The photo fingerprints (dHash, as text) of a property's adverts. */
export const PROPERTY_PRINTS = Prisma.sql`ARRAY(
  SELECT DISTINCT ph.hash::text FROM listing l CROSS JOIN LATERAL unnest(l.image_urls) AS u(url)
  JOIN photo ph ON ph.url = u.url
  WHERE l.property_id = p.id AND ph.hash IS NOT NULL)`;

async function readPool(op: ValuationOp): Promise<Pool> {
  const rows = await queryRows<PropertyRow & { prints: string[] }>(Prisma.sql`
    SELECT ${PROPERTY_COLUMNS}, ${PROPERTY_PRINTS} AS prints
    FROM property p
    WHERE p.status = 'active'::"PropertyStatus" AND p.operation = ${op}::"Operation" AND p.is_home
      AND p.price_min > 0 AND p.surface_m2 > 0`);
  const homes = rows.flatMap(({ prints, ...row }) => poolHome(row, prints) ?? []);
  return {
    op,
    homes,
    byId: new Map(homes.map((h) => [h.id, h])),
    cal: calibrate(VALUATION_MODELS[op].weights, homes),
    at: new Date(),
  };
}

export async function getPool(op: ValuationOp): Promise<Pool> {
  const current = snapshots.get(op);
  if (current && Date.now() - current.at <= REFRESH_MS) return current.value;
  const next: Snapshot = { at: Date.now(), serial: ++serials, value: readPool(op) };
  if (!current) snapshots.set(op, next);
  // Serve the current snapshot while the next one is read; a failed read is retried next call.
  next.value.then(
    () => snapshots.set(op, next),
    () => {
      if (snapshots.get(op) === next) snapshots.delete(op);
    },
  );
  if (current) current.at = Date.now();
  return (current ?? next).value;
}

/** Which snapshots are served (part of the valuation routes' ETag: a snapshot can lag the change clock). */
export function valuationPoolVersion(): string {
  return [...snapshots].map(([op, s]) => `${op}:${s.serial}`).join(",");
}

/** Drops the snapshots so the next call reads the homes again (tests, after imports). */
export function invalidateValuationPool(): void {
  snapshots.clear();
}
