// Absolute links for account emails, on the site's public origin (lib/http/public-origin.ts).

export function accountLink(origin: string, path: "/verify-email" | "/reset-password", token: string): string {
  return `${origin}${path}?token=${encodeURIComponent(token)}`;
}
