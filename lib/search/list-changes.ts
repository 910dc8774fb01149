// The change feed (docs/api.md#sync-rule): properties with updated_at > since, ordered
// by (updated_at, id). updated_at is strictly increasing across properties (change
// clock, microseconds) and `since` is exclusive, so a client that passes the last row's
// updated_at as the next `since` misses nothing and never loops, whatever its limit.
import { Prisma } from "@/lib/generated/prisma/client";
import { queryRows } from "@/lib/db/sql";
import type { ChangesQuery } from "./changes-query";
import { PROPERTY_COLUMNS, toSummary, type PropertyRow } from "./property-row";
import type { MergedInto, PropertySummary } from "./types";
import { publicOriginOutsideRequest } from "@/lib/http/public-origin";

export type ChangeItem = PropertySummary & { change: "created" | "updated" | "delisted" } & MergedInto;
export type ChangesResult = { data: ChangeItem[]; meta: { since: string; limit: number; next_since: string | null } };

export function changesSql(since: string, take: number): Prisma.Sql {
  return Prisma.sql`
    SELECT ${PROPERTY_COLUMNS},
      CASE WHEN p.created_at > ${since}::timestamptz THEN 'created'
           WHEN p.status = 'delisted'::"PropertyStatus" THEN 'delisted'
           ELSE 'updated' END AS change
    FROM property p
    WHERE p.updated_at > ${since}::timestamptz
    ORDER BY p.updated_at, p.id
    LIMIT ${take}`;
}

/** A row of the change statement: the property columns and its `change`. */
export type ChangeRow = PropertyRow & { change: ChangeItem["change"] };

/**
 * `run`: where the statement runs; the app's pool unless given (the evaluation follows the
 * feed of a scratch database through its own client).
 */
export async function listChanges(
  query: ChangesQuery,
  opts: { baseUrl?: string; run?: (sql: Prisma.Sql) => Promise<ChangeRow[]> } = {},
): Promise<ChangesResult> {
  const baseUrl = opts.baseUrl ?? publicOriginOutsideRequest();
  const run = opts.run ?? ((sql: Prisma.Sql) => queryRows<ChangeRow>(sql));
  // One extra row says whether more remain (meta.next_since, docs/api.md#changes).
  const rows = await run(changesSql(query.since, query.limit + 1));
  const page = rows.slice(0, query.limit);
  const more = rows.length > query.limit;
  return {
    data: page.map((r) => changeItem(r, baseUrl)),
    meta: { since: query.since, limit: query.limit, next_since: more ? page[page.length - 1].updated_at : null },
  };
}

/** One /v1/changes item: the property summary, its `change` and `merged_into` (also a webhook event's data). */
export function changeItem(row: ChangeRow, baseUrl: string): ChangeItem {
  return { ...toSummary(row, baseUrl), change: row.change, merged_into: row.merged_into };
}
