// Absolute links for account emails. The origin comes from NEXTAUTH_URL (or
// PUBLIC_BASE_URL) when configured, else from the request (lib/http/request-origin.ts),
// the same rule as Stripe's return URLs in lib/billing/same-origin.ts.
import { requestOrigin } from "@/lib/http/request-origin";

export function linkOrigin(headers: Headers, env: Record<string, string | undefined> = process.env): string {
  const configured = env.NEXTAUTH_URL || env.PUBLIC_BASE_URL;
  if (configured) return new URL(configured).origin;
  return requestOrigin(headers, "http://localhost:3000");
}

export function accountLink(origin: string, path: "/verify-email" | "/reset-password", token: string): string {
  return `${origin}${path}?token=${encodeURIComponent(token)}`;
}
