// The market month by month (docs/api.md#stats, interval=month), from our own observations
// of the adverts: when each was first seen and withdrawn (listing.first_seen_at,
// removed_at) and what it asked when (listing_price). A home is live while at least one of
// its adverts is; its live spells are the unions of its adverts' overlapping lifetimes.
// For each calendar month (UTC):
//   active   homes live at any moment of the month;
//   new      homes first seen in the month;
//   delisted live spells that ended in the month (the home's last live advert withdrawn);
//   median_price_per_m2  over the active homes with a surface, each at the lowest ask of its
//            adverts live in the month, each advert at its last ask of the month (or before
//            its withdrawal) — the price the home was asking then, not today's.
// Homes are taken as they are classified now (operation, parish, town, surface), as in
// the other statistics; merged records hold no adverts, so each home counts once.
import { Prisma } from "@/lib/generated/prisma/client";
import { TOWNS } from "@/lib/geo/towns";
import { queryRows } from "@/lib/db/sql";
import type { OperationId } from "@/lib/domain/vocabulary";
import { monthStart, monthText, type MonthRange } from "./month-range";

export type MonthEntry = {
  month: string;
  active: number;
  new: number;
  delisted: number;
  median_price_per_m2: number | null;
};
type MonthlySeriesQuery = { op: OperationId; months: MonthRange; parish?: string; town?: string };

function homeFilter(q: MonthlySeriesQuery): Prisma.Sql {
  const parts = [Prisma.sql`p.operation = ${q.op}::"Operation"`, Prisma.sql`p.is_home`];
  if (q.parish) parts.push(Prisma.sql`p.parish = ${q.parish}`);
  const town = q.town ? TOWNS.find((t) => t.id === q.town) : undefined;
  // property.town holds the reference town's name, which two parishes may share.
  if (town) parts.push(Prisma.sql`p.town = ${town.name} AND p.parish = ${town.parish}`);
  return Prisma.join(parts, " AND ");
}

function seriesSql(q: MonthlySeriesQuery): Prisma.Sql {
  const first = monthStart(q.months.from);
  const end = monthStart(q.months.to + 1);
  const count = q.months.to - q.months.from + 1;
  return Prisma.sql`
    WITH months AS (
      SELECT k, ${first}::timestamptz + k * interval '1 month' AS m_start,
        ${first}::timestamptz + (k + 1) * interval '1 month' AS m_end
      FROM generate_series(0, ${count - 1}::int) AS k),
    ads AS (
      SELECT l.id, l.property_id, l.first_seen_at AS seen, coalesce(l.removed_at, 'infinity'::timestamptz) AS gone
      FROM listing l JOIN property p ON p.id = l.property_id
      WHERE ${homeFilter(q)} AND l.first_seen_at < ${end}::timestamptz),
    ordered AS (
      SELECT property_id, seen, gone, max(gone) OVER (PARTITION BY property_id ORDER BY seen, gone
        ROWS BETWEEN UNBOUNDED PRECEDING AND 1 PRECEDING) AS live_until
      FROM ads),
    numbered AS (
      SELECT property_id, seen, gone, sum(CASE WHEN live_until IS NULL OR seen > live_until THEN 1 ELSE 0 END)
        OVER (PARTITION BY property_id ORDER BY seen, gone ROWS UNBOUNDED PRECEDING) AS spell
      FROM ordered),
    spells AS (
      SELECT property_id, spell, min(seen) AS seen, max(gone) AS gone FROM numbered GROUP BY property_id, spell),
    counts AS (
      SELECT m.k,
        count(DISTINCT s.property_id) FILTER (WHERE s.seen < m.m_end AND s.gone > m.m_start) AS active,
        count(DISTINCT s.property_id) FILTER (WHERE s.spell = 1 AND s.seen >= m.m_start AND s.seen < m.m_end) AS new,
        count(DISTINCT s.property_id) FILTER (WHERE s.gone >= m.m_start AND s.gone < m.m_end) AS delisted
      FROM months m LEFT JOIN spells s ON s.seen < m.m_end AND s.gone >= m.m_start
      GROUP BY m.k),
    asks AS (
      SELECT m.k, a.property_id, min(lp.price) AS price
      FROM months m
      JOIN ads a ON a.seen < m.m_end AND a.gone > m.m_start
      CROSS JOIN LATERAL (
        -- The advert's last ask by the month's end or its withdrawal; an advert first seen
        -- before its first recorded price asks that first price.
        SELECT x.price FROM listing_price x WHERE x.listing_id = a.id
        ORDER BY x.observed_at <= least(m.m_end, a.gone) DESC,
          CASE WHEN x.observed_at <= least(m.m_end, a.gone) THEN x.observed_at END DESC, x.observed_at, x.id DESC
        LIMIT 1) lp
      WHERE lp.price IS NOT NULL
      GROUP BY m.k, a.property_id),
    medians AS (
      SELECT a.k, round(percentile_cont(0.5) WITHIN GROUP (ORDER BY a.price / p.surface_m2))::int AS median_price_per_m2
      FROM asks a JOIN property p ON p.id = a.property_id
      WHERE p.surface_m2 > 0
      GROUP BY a.k)
    SELECT c.k, c.active::int, c.new::int, c.delisted::int, md.median_price_per_m2
    FROM counts c LEFT JOIN medians md ON md.k = c.k
    ORDER BY c.k`;
}

/** One entry per month of `q.months`, oldest first, months without homes included (zeros). */
export async function monthlyMarketSeries(q: MonthlySeriesQuery): Promise<MonthEntry[]> {
  const rows = await queryRows<Omit<MonthEntry, "month"> & { k: number }>(seriesSql(q));
  return rows.map(({ k, ...row }) => ({ month: monthText(q.months.from + k), ...row }));
}
