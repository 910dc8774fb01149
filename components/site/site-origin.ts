// The public site's origin for absolute URLs (metadataBase, canonical, sitemap):
// PUBLIC_BASE_URL when configured, else the origin this request came in on, so links
// are right behind any host or port without configuration.
import { headers } from "next/headers";

export async function siteOrigin(): Promise<string> {
  const configured = process.env.PUBLIC_BASE_URL;
  if (configured) return configured.replace(/\/+$/, "");
  const h = await headers();
  const host = h.get("x-forwarded-host") ?? h.get("host");
  if (!host || !/^[a-z0-9.\-:[\]]+$/i.test(host)) return "http://localhost:3000";
  const proto = h.get("x-forwarded-proto")?.split(",")[0]?.trim() === "https" ? "https" : "http";
  return `${proto}://${host}`;
}
