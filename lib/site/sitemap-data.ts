// The sitemap's rows, split into files of SITEMAP_CHUNK properties (sitemaps.org allows
// 50,000 URLs a file) and cached in process for SITEMAP_TTL_MS, so a crawler or a flood
// of requests costs at most one query per file per ten minutes. Files are keyset ranges
// of the property id (one boundary query finds where each file starts), so no request
// scans past the rows it lists.
import { Prisma } from "@/lib/generated/prisma/client";
import { prisma } from "@/lib/db/client";
import { queryRows } from "@/lib/db/sql";
import { cached } from "@/lib/search/memo";

export const SITEMAP_CHUNK = 10_000;
const SITEMAP_TTL_MS = 10 * 60_000;

/** The first property id of each properties file, in order. */
export function propertyFileStarts(): Promise<string[]> {
  return cached("sitemap:starts", SITEMAP_TTL_MS, async () => {
    const rows = await queryRows<{ id: string }>(Prisma.sql`
      SELECT id::text AS id FROM (
        SELECT id, row_number() OVER (ORDER BY id) AS n FROM property WHERE status = 'active'
      ) t WHERE (n - 1) % ${SITEMAP_CHUNK} = 0 ORDER BY id`);
    return rows.map((r) => r.id);
  });
}

/** The properties of file `index` (0-based), or null when there is no such file. */
export async function propertyFile(index: number): Promise<{ id: string; updatedAt: Date }[] | null> {
  const starts = await propertyFileStarts();
  if (!Number.isInteger(index) || index < 0 || index >= starts.length) return null;
  return cached(`sitemap:file:${starts[index]}`, SITEMAP_TTL_MS, () =>
    prisma.property.findMany({
      where: { status: "active", id: { gte: starts[index] } },
      select: { id: true, updatedAt: true },
      orderBy: { id: "asc" },
      take: SITEMAP_CHUNK,
    }),
  );
}
