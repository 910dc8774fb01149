// The pairs of adverts every ingest run keeps apart: operators' splits (`npm run match --
// split`, lib/ingest/corrections), read for the consolidator (match/consolidate/kept-apart.ts).
import type { PrismaClient } from "@/lib/generated/prisma/client";

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
