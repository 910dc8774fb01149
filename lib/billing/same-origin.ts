// Billing forms post to route handlers; a cross-site form must not be able to start a
// checkout or open the portal for a signed-in user (next-auth's cookies are SameSite=Lax,
// which already blocks cross-site POSTs with cookies; this is the second lock).
import { requestOrigin } from "@/lib/http/request-origin";

export function isSameOrigin(request: Request): boolean {
  const origin = request.headers.get("origin");
  if (!origin) return request.headers.get("sec-fetch-site") === "same-origin";
  const host = request.headers.get("x-forwarded-host") ?? request.headers.get("host");
  try {
    return new URL(origin).host === host;
  } catch {
    return false;
  }
}

/** The app's public origin for Stripe's return URLs. */
export function appOrigin(request: Request): string {
  if (process.env.NEXTAUTH_URL) return new URL(process.env.NEXTAUTH_URL).origin;
  return requestOrigin(request.headers, new URL(request.url).origin);
}
