// sitemap.xml: an index of the site's sitemap files (app/sitemaps/[file]): the pages
// and parishes, then the active properties in cached files of 10,000
// (lib/site/sitemap-data.ts). Built per request from cached rows, never at build time.
import { propertyFileStarts } from "@/lib/site/sitemap-data";
import { sitemapIndexXml, xmlResponse } from "@/lib/site/sitemap-xml";
import { siteOrigin } from "@/lib/http/site-origin";

export const dynamic = "force-dynamic";

export async function GET(): Promise<Response> {
  const [base, starts] = await Promise.all([siteOrigin(), propertyFileStarts()]);
  return xmlResponse(
    sitemapIndexXml([`${base}/sitemaps/pages.xml`, ...starts.map((_, i) => `${base}/sitemaps/properties-${i}.xml`)]),
  );
}
