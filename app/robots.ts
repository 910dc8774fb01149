// robots.txt: the public site is crawlable; the API, account pages and internal routes
// are not pages to index.
import type { MetadataRoute } from "next";
import { siteOrigin } from "@/lib/http/site-origin";

export const dynamic = "force-dynamic";

export default async function robots(): Promise<MetadataRoute.Robots> {
  const base = await siteOrigin();
  return {
    rules: [{ userAgent: "*", allow: "/", disallow: ["/v1/", "/api/", "/account/"] }],
    sitemap: `${base}/sitemap.xml`,
  };
}
