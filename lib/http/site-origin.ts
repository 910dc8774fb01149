// The public site's origin for absolute URLs (metadataBase, canonical, sitemap):
// PUBLIC_BASE_URL when configured, else the origin this request came in on, so links
// are right behind any host or port without configuration.
import { headers } from "next/headers";
import { requestOrigin } from "@/lib/http/request-origin";

export async function siteOrigin(): Promise<string> {
  const configured = process.env.PUBLIC_BASE_URL;
  if (configured) return configured.replace(/\/+$/, "");
  return requestOrigin(await headers(), "http://localhost:3000");
}
