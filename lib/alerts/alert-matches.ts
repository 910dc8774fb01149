// What one alert reports: the homes matching a saved search that are new, or whose price
// dropped, between two positions of the change log (docs/decisions.md#change-clock).
// The filter is lib/search's own WHERE clause (searchWhere), so an alert matches what the
// search page lists: active properties, same parameters, same semantics.
// - new: created after `from` (first appeared since the last alert);
// - price drop: existed at `from`, and price_min is now below its price at `from` (the
//   old price of its first logged price change after `from`, property_price_change).
// Both are judged on the current state of the property, read at `to`.
import type pg from "pg";
import { Prisma } from "@/lib/generated/prisma/client";
import { PROPERTY_COLUMNS, toSummary, type PropertyRow } from "@/lib/search/property-row";
import type { SearchQuery } from "@/lib/search/search-query";
import { searchWhere } from "@/lib/search/search-sql";
import type { PropertySummary } from "@/lib/search/types";

type AlertItem = { property: PropertySummary; kind: "new" | "price_drop"; before: number | null };
export type AlertMatches = { items: AlertItem[]; total: number };

/** At most this many homes are listed in one mail; the rest are counted with a link to the search. */
const MAX_ITEMS_PER_MAIL = 20;

type Row = PropertyRow & { is_new: boolean; before: number | null; total: number };

function alertMatchesSql(query: SearchQuery, from: string, to: string, take: number): Prisma.Sql {
  return Prisma.sql`
    SELECT ${PROPERTY_COLUMNS}, p.created_at > ${from}::timestamptz AS is_new, pc.old_price AS before,
      count(*) OVER ()::int AS total
    FROM property p
    LEFT JOIN LATERAL (
      SELECT c.old_price FROM property_price_change c
      WHERE c.property_id = p.id AND c.changed_at > ${from}::timestamptz
      ORDER BY c.changed_at LIMIT 1
    ) pc ON true
    WHERE p.updated_at > ${from}::timestamptz AND p.updated_at <= ${to}::timestamptz
      AND ${searchWhere(query)}
      AND (p.created_at > ${from}::timestamptz OR p.price_min < pc.old_price)
    ORDER BY p.created_at > ${from}::timestamptz DESC, p.first_seen_at DESC, p.id
    LIMIT ${take}`;
}

export async function alertMatches(
  client: pg.PoolClient | pg.Pool,
  query: SearchQuery,
  from: string,
  to: string,
  baseUrl: string,
): Promise<AlertMatches> {
  const sql = alertMatchesSql(query, from, to, MAX_ITEMS_PER_MAIL);
  const { rows } = await client.query<Row>(sql.text, sql.values as unknown[]);
  return {
    total: rows[0]?.total ?? 0,
    items: rows.map((r) => ({
      property: toSummary(r, baseUrl),
      kind: r.is_new ? "new" : "price_drop",
      before: r.is_new ? null : r.before,
    })),
  };
}
