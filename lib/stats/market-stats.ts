// Market statistics (docs/api.md#stats): per parish and type of ACTIVE HOMES, the
// median, mean, median price per m² and median size, computed in PostgreSQL
// (percentile_cont). The aggregate scans every active home of the operation, so it is
// served from an in-process snapshot refreshed in the background (stale-while-
// revalidate): requests never wait for the scan except the very first one per process.
// meta.generated_at says how old the snapshot is (at most REFRESH_MS + one scan).
import { Prisma } from "@/lib/generated/prisma/client";
import { queryRows } from "@/lib/db/sql";
import { freezeShared } from "@/lib/http/json-body";
import type { OperationId } from "@/lib/domain/vocabulary";

export type StatsEntry = {
  parish: string;
  type: string;
  count: number;
  median_price: number | null;
  mean_price: number | null;
  median_price_per_m2: number | null;
  median_surface_m2: number | null;
};
type StatsMeta = { op: OperationId; currency: "EUR"; period: "month" | null; total: number; generated_at: string };
export type MarketStats = { data: StatsEntry[]; meta: StatsMeta };

const REFRESH_MS = 60_000;
type Snapshot = { at: number; serial: number; value: Promise<MarketStats> };
const snapshots = new Map<OperationId, Snapshot>();
let serials = 0;

async function computeMarketStats(op: OperationId): Promise<MarketStats> {
  const rows = await queryRows<StatsEntry>(Prisma.sql`
    SELECT p.parish, p.type::text AS type, count(*)::int AS count,
      round(percentile_cont(0.5) WITHIN GROUP (ORDER BY p.price_min))::int AS median_price,
      round(avg(p.price_min))::int AS mean_price,
      round(percentile_cont(0.5) WITHIN GROUP (ORDER BY p.price_min / p.surface_m2) FILTER (WHERE p.surface_m2 > 0))::int AS median_price_per_m2,
      round(percentile_cont(0.5) WITHIN GROUP (ORDER BY p.surface_m2))::int AS median_surface_m2
    FROM property p
    WHERE p.status = 'active'::"PropertyStatus" AND p.operation = ${op}::"Operation" AND p.is_home AND p.parish IS NOT NULL
    GROUP BY p.parish, p.type
    ORDER BY p.parish, p.type`);
  // Shared by every request until the next refresh: frozen, so it is serialised once.
  return freezeShared({
    data: rows,
    meta: {
      op,
      currency: "EUR",
      period: op === "sale" ? null : "month",
      total: rows.reduce((sum, r) => sum + r.count, 0),
      generated_at: new Date().toISOString(),
    },
  });
}

function refresh(op: OperationId): Snapshot {
  const snap: Snapshot = { at: Date.now(), serial: ++serials, value: computeMarketStats(op) };
  snapshots.set(op, snap);
  return snap;
}

export async function getMarketStats(op: OperationId = "sale"): Promise<MarketStats> {
  const current = snapshots.get(op);
  if (!current) return settle(op, refresh(op));
  if (Date.now() - current.at > REFRESH_MS) {
    // Serve the current snapshot; the refreshed one replaces it once it has resolved.
    const next: Snapshot = { at: Date.now(), serial: ++serials, value: computeMarketStats(op) };
    current.at = Date.now(); // one refresh in flight at a time
    next.value.then(
      () => snapshots.set(op, next),
      () => {
        current.at = 0;
      },
    );
  }
  return settle(op, current);
}

/** A failed first computation must not stay cached: the next call retries. */
async function settle(op: OperationId, snap: Snapshot): Promise<MarketStats> {
  try {
    return await snap.value;
  } catch (err) {
    if (snapshots.get(op) === snap) snapshots.delete(op);
    throw err;
  }
}

/** Which snapshots are being served (part of /v1/stats' ETag: a snapshot can lag the
 *  change clock by one refresh, so the clock alone does not say when its body changes). */
export function marketStatsVersion(): string {
  return [...snapshots].map(([op, s]) => `${op}:${s.serial}`).join(",");
}

/** Drops the snapshots so the next call recomputes (tests, after bulk imports). */
export function invalidateMarketStats(): void {
  snapshots.clear();
}
