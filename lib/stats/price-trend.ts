// A parish's asking-price trend from the adverts' price history (listing_price): for each
// week of the last WEEKS, the median over the parish's homes of the price each asked at the
// week's end (a home's lowest ask among its adverts live then, as price.min is today).
// Homes of the operation as they are classified now (parish, type); adverts count from
// when they were first seen until they were withdrawn. Kept a few minutes per parish and
// operation: the history changes only when ingestion runs.
import { Prisma } from "@/lib/generated/prisma/client";
import { isoTimestamp } from "@/lib/db/iso-timestamp";
import { queryRows } from "@/lib/db/sql";
import type { OperationId } from "@/lib/domain/vocabulary";

const TREND_WEEKS = 26;
const KEEP_MS = 5 * 60_000;

/** One week: its end, how many homes asked a price then, and their median ask. */
export type TrendPoint = { at: string; homes: number; median: number };

const kept = new Map<string, { until: number; value: Promise<TrendPoint[]> }>();

function trendSql(parish: string, op: OperationId, now: Date): Prisma.Sql {
  return Prisma.sql`
    WITH ends AS (
      SELECT ${now}::timestamptz - k * interval '7 days' AS at FROM generate_series(0, ${TREND_WEEKS - 1}::int) AS k),
    asks AS (
      SELECT e.at, l.property_id, min(lp.price) AS price
      FROM ends e
      JOIN listing l ON l.first_seen_at <= e.at AND (l.removed_at IS NULL OR l.removed_at > e.at)
      JOIN property p ON p.id = l.property_id
      CROSS JOIN LATERAL (SELECT x.price FROM listing_price x WHERE x.listing_id = l.id AND x.observed_at <= e.at
        ORDER BY x.observed_at DESC, x.id DESC LIMIT 1) lp
      WHERE p.parish = ${parish} AND p.operation = ${op}::"Operation" AND p.is_home AND lp.price IS NOT NULL
      GROUP BY e.at, l.property_id)
    SELECT ${isoTimestamp("at")} AS at, count(*)::int AS homes,
      round(percentile_cont(0.5) WITHIN GROUP (ORDER BY price))::int AS median
    FROM asks GROUP BY at ORDER BY at`;
}

/** The weekly median asks of `parish` up to `now` (weeks without any ask left out), oldest first. */
export function priceTrendAt(parish: string, op: OperationId, now: Date): Promise<TrendPoint[]> {
  return queryRows<TrendPoint>(trendSql(parish, op, now));
}

/** priceTrendAt up to now, kept a few minutes. */
export function parishPriceTrend(parish: string, op: OperationId): Promise<TrendPoint[]> {
  const key = `${parish}:${op}`;
  const hit = kept.get(key);
  if (hit && hit.until > Date.now()) return hit.value;
  const value = priceTrendAt(parish, op, new Date());
  kept.set(key, { until: Date.now() + KEEP_MS, value });
  value.catch(() => kept.delete(key));
  return value;
}
