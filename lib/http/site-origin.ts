// The public site's origin for absolute URLs (metadataBase, canonical, sitemap): the
// configured public origin (lib/http/public-origin.ts). Reading the request headers also
// keeps the pages that use it dynamic (rendered per request, with the CSP nonce).
import { headers } from "next/headers";
import { publicOrigin } from "@/lib/http/public-origin";

export async function siteOrigin(): Promise<string> {
  return publicOrigin(await headers());
}
