// What `npm run match -- list` shows, and the pairs every ingest run keeps apart.
import type { PrismaClient } from "@/lib/generated/prisma/client";

export type CorrectionRow = {
  id: number;
  kind: "split" | "merge";
  listing_ids: string[];
  from_property: string;
  to_property: string;
  created_at: string;
  /** Where each named advert is now. */
  properties_now: Array<string | null>;
};

export async function listCorrections(prisma: PrismaClient): Promise<CorrectionRow[]> {
  return prisma.$queryRawUnsafe<CorrectionRow[]>(
    `SELECT c.id, c.kind, c.listing_ids::text[] AS listing_ids, c.from_property::text, c.to_property::text,
            to_char(c.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS created_at,
            ARRAY(SELECT l.property_id::text FROM unnest(c.listing_ids) WITH ORDINALITY AS x(id, n)
                  LEFT JOIN listing l ON l.id = x.id ORDER BY x.n) AS properties_now
     FROM match_correction c ORDER BY c.id`,
  );
}

/**
 * Split adverts and each advert they left, while the two are in different properties (an
 * operator merge that put them back together lifts the rule).
 */
export async function loadKeptApartPairs(prisma: PrismaClient): Promise<Array<[string, string]>> {
  const rows = await prisma.$queryRawUnsafe<Array<{ a: string; b: string }>>(
    `SELECT DISTINCT la.id::text AS a, lb.id::text AS b
     FROM match_correction c CROSS JOIN unnest(c.apart_from) AS x(id)
     JOIN listing la ON la.id = c.listing_ids[1] JOIN listing lb ON lb.id = x.id
     WHERE c.kind = 'split' AND la.property_id <> lb.property_id`,
  );
  return rows.map((r) => [r.a, r.b]);
}
