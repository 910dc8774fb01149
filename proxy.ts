// Request proxy (Next.js 16's middleware), for pages: a per-request nonce and the
// Content-Security-Policy (lib/http/content-security-policy.ts), HSTS when the request
// came over https, and the public site's `?lang=` choice (lib/i18n/proxy.ts). The
// headers every response gets (pages, /v1, /api, files) are set in next.config.js.
import { NextResponse, type NextRequest } from "next/server";
import { config as env } from "@/lib/config";
import { HSTS, contentSecurityPolicy, makeNonce } from "@/lib/http/content-security-policy";
import { localeFromQuery } from "@/lib/i18n/proxy";

export function proxy(request: NextRequest) {
  const nonce = makeNonce();
  const csp = contentSecurityPolicy(nonce, {
    dev: env.NODE_ENV === "development",
    mapStyleUrl: env.NEXT_PUBLIC_MAP_STYLE_URL,
    mapTileUrl: env.NEXT_PUBLIC_MAP_TILE_URL,
  });
  const requestHeaders = new Headers(request.headers);
  requestHeaders.set("x-nonce", nonce);
  requestHeaders.set("content-security-policy", csp);
  const response =
    localeFromQuery(request, requestHeaders) ?? NextResponse.next({ request: { headers: requestHeaders } });
  response.headers.set("Content-Security-Policy", csp);
  if (servedOverHttps(request)) response.headers.set("Strict-Transport-Security", HSTS);
  return response;
}

// The public origin says so, or the connection (a TLS proxy reports it in
// X-Forwarded-Proto; a forged value only adds HSTS to the forger's own response).
function servedOverHttps(request: NextRequest): boolean {
  const base = env.PUBLIC_BASE_URL || env.NEXTAUTH_URL;
  if (base) return base.startsWith("https:");
  return (
    request.nextUrl.protocol === "https:" || request.headers.get("x-forwarded-proto")?.split(",")[0].trim() === "https"
  );
}

export const config = {
  // Pages only: not the API, Next's assets or files with an extension.
  matcher: ["/((?!v1|api|_next|.*\\.[a-z0-9]+$).*)"],
};
