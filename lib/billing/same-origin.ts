// Billing forms post to route handlers; a cross-site form must not be able to start a
// checkout or open the portal for a signed-in user (next-auth's cookies are SameSite=Lax,
// which already blocks cross-site POSTs with cookies; this is the second lock).
import { configuredOrigin, publicOrigin } from "@/lib/http/public-origin";

export function isSameOrigin(request: Request): boolean {
  const origin = request.headers.get("origin");
  if (!origin) return request.headers.get("sec-fetch-site") === "same-origin";
  try {
    const configured = configuredOrigin();
    // With a configured public origin the Host header is not consulted at all.
    if (configured) return new URL(origin).origin === new URL(configured).origin;
    return new URL(origin).host === (request.headers.get("x-forwarded-host") ?? request.headers.get("host"));
  } catch {
    return false;
  }
}

/** The app's public origin for Stripe's return URLs (lib/http/public-origin.ts). */
export function appOrigin(request: Request): string {
  return publicOrigin(request.headers, new URL(request.url).origin);
}
