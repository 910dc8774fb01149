// The favourites page's properties: each saved id, followed along merged_into to the
// property that survived a merge (at most 5 hops), in the order given. Delisted ones are
// kept and flagged; two favourites merged into one property show it once.
import { Prisma } from "@/lib/generated/prisma/client";
import { queryRows } from "@/lib/db/sql";
import { PROPERTY_COLUMNS, toSummary, type PropertyRow } from "@/lib/search/property-row";
import type { PropertySummary } from "@/lib/search/types";
import { publicOriginOutsideRequest } from "@/lib/http/public-origin";

/** `savedAs`: the id the reader saved (differs from the property's after a merge). */
export type FavouriteCard = { property: PropertySummary; savedAs: string; merged: boolean; delisted: boolean };

type Row = PropertyRow & { asked: string; merged: boolean };

export async function favouriteCards(ids: string[], baseUrl?: string): Promise<FavouriteCard[]> {
  if (ids.length === 0) return [];
  const rows = await queryRows<Row>(Prisma.sql`
    WITH RECURSIVE chain AS (
      SELECT id AS asked, id, merged_into, 0 AS depth FROM property WHERE id = ANY(${ids}::uuid[])
      UNION ALL
      SELECT c.asked, p.id, p.merged_into, c.depth + 1
      FROM chain c JOIN property p ON p.id = c.merged_into WHERE c.depth < 5
    )
    SELECT DISTINCT ON (c.asked) c.asked::text AS asked, c.depth > 0 AS merged, ${PROPERTY_COLUMNS}
    FROM chain c JOIN property p ON p.id = c.id
    ORDER BY c.asked, c.depth DESC`);
  const byAsked = new Map(rows.map((r) => [r.asked, r]));
  const base = baseUrl ?? publicOriginOutsideRequest();
  const seen = new Set<string>();
  const cards: FavouriteCard[] = [];
  for (const id of ids) {
    const r = byAsked.get(id);
    if (!r || seen.has(r.id)) continue;
    seen.add(r.id);
    cards.push({ property: toSummary(r, base), savedAs: id, merged: r.merged, delisted: r.status === "delisted" });
  }
  return cards;
}
