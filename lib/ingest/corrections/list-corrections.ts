// What `npm run match -- list` shows.
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
