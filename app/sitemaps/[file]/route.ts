// The sitemap files listed by /sitemap.xml: pages.xml (site pages and parishes) and
// properties-<n>.xml (lib/site/sitemap-data.ts). Anything else is a 404.
import { PARISH_IDS } from "@/lib/geo/parishes";
import { propertyFile } from "@/lib/site/sitemap-data";
import { urlSetXml, xmlResponse, type SitemapEntry } from "@/lib/site/sitemap-xml";
import { siteOrigin } from "@/lib/http/site-origin";

export const dynamic = "force-dynamic";

type Ctx = { params: Promise<{ file: string }> };

export async function GET(_request: Request, { params }: Ctx): Promise<Response> {
  const { file } = await params;
  const base = await siteOrigin();
  if (file === "pages.xml") {
    const entries: SitemapEntry[] = [
      { url: `${base}/`, changeFrequency: "hourly", priority: 1 },
      { url: `${base}/search`, changeFrequency: "hourly", priority: 0.9 },
      { url: `${base}/parishes`, changeFrequency: "weekly", priority: 0.6 },
      ...PARISH_IDS.map((id) => ({ url: `${base}/parishes/${id}`, changeFrequency: "daily", priority: 0.6 })),
      { url: `${base}/about`, changeFrequency: "monthly", priority: 0.3 },
      ...["/terms", "/privacy", "/contact"].map((path) => ({
        url: `${base}${path}`,
        changeFrequency: "yearly",
        priority: 0.2,
      })),
    ];
    return xmlResponse(urlSetXml(entries));
  }
  const match = /^properties-(\d{1,6})\.xml$/.exec(file);
  const rows = match ? await propertyFile(Number(match[1])) : null;
  if (!rows) return new Response("Not found\n", { status: 404, headers: { "Content-Type": "text/plain" } });
  return xmlResponse(
    urlSetXml(
      rows.map((p) => ({
        url: `${base}/properties/${p.id}`,
        lastModified: p.updatedAt,
        changeFrequency: "daily",
        priority: 0.7,
      })),
    ),
  );
}
