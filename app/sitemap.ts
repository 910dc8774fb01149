// sitemap.xml: the site's pages, the seven parishes and every active property. Built
// per request (the listings change all day), never at build time (no database then).
import type { MetadataRoute } from "next";
import { prisma } from "@/lib/db/client";
import { PARISH_IDS } from "@/lib/geo/parishes";
import { siteOrigin } from "@/components/site/site-origin";

export const dynamic = "force-dynamic";

/** One sitemap file holds at most 50,000 URLs (sitemaps.org). */
const MAX_PROPERTIES = 49_000;

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const base = await siteOrigin();
  const properties = await prisma.property.findMany({
    where: { status: "active" },
    select: { id: true, updatedAt: true },
    orderBy: { firstSeenAt: "desc" },
    take: MAX_PROPERTIES,
  });
  return [
    { url: `${base}/`, changeFrequency: "hourly", priority: 1 },
    { url: `${base}/search`, changeFrequency: "hourly", priority: 0.9 },
    { url: `${base}/parishes`, changeFrequency: "weekly", priority: 0.6 },
    ...PARISH_IDS.map((id) => ({ url: `${base}/parishes/${id}`, changeFrequency: "daily" as const, priority: 0.6 })),
    { url: `${base}/about`, changeFrequency: "monthly", priority: 0.3 },
    ...["/terms", "/privacy", "/contact"].map((path) => ({ url: `${base}${path}`, changeFrequency: "yearly" as const, priority: 0.2 })),
    ...properties.map((p) => ({ url: `${base}/properties/${p.id}`, lastModified: p.updatedAt, changeFrequency: "daily" as const, priority: 0.7 })),
  ];
}
