// The Content-Security-Policy of every page (proxy.ts sets it per request, with a fresh
// nonce; Next adds the nonce to its own scripts when it finds the policy on the request,
// as in the Next.js CSP guide). What each source is for:
// - script-src: the nonce plus 'strict-dynamic', so scripts those scripts load are
//   allowed (Next's chunks, Swagger UI's bundle that /docs adds on demand) and nothing
//   else: no inline script without the nonce, no eval. `next dev` needs 'unsafe-eval'
//   for its fast refresh; production does not (docs/decisions.md#content-security-policy-and-headers);
// - style-src 'unsafe-inline': React renders `style` attributes and Swagger UI / MapLibre
//   set inline styles; styles cannot run code, the exposure is CSS injection only;
// - worker-src: MapLibre's worker is served from /search/map-worker.js, and MapLibre
//   may wrap it in a blob: URL;
// - img-src: this site only (photos are our stored copies, app/photos), plus data: for
//   Swagger UI's inline icons and blob: for images MapLibre decodes; its tiles, sprites
//   and glyphs are fetched (connect-src), not <img>;
// - connect-src: this site, plus the map style/tile hosts when configured;
// - frame-ancestors 'none': no page can be framed (clickjacking of the account pages).
export type PolicyOptions = { dev?: boolean; mapStyleUrl?: string | null; mapTileUrl?: string | null };

function originOf(url: string | null | undefined): string | null {
  if (!url) return null;
  try {
    return new URL(url.replace(/\{[a-z]\}/g, "x")).origin;
  } catch {
    return null;
  }
}

export function contentSecurityPolicy(nonce: string, opts: PolicyOptions = {}): string {
  // A style may point at any host for its tiles, glyphs and sprites.
  const connect = opts.mapStyleUrl ? ["https:"] : [originOf(opts.mapTileUrl)].filter((o): o is string => o !== null);
  const directives = [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'${opts.dev ? " 'unsafe-eval'" : ""}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    `connect-src 'self'${connect.map((c) => ` ${c}`).join("")}${opts.dev ? " ws:" : ""}`,
    "worker-src 'self' blob:",
    "child-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "frame-ancestors 'none'",
    "manifest-src 'self'",
  ];
  return directives.join("; ");
}

/** A fresh nonce: 128 random bits, base64. */
export function makeNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes));
}

/** HSTS for a request that reached the site over https (directly or via the proxy chain). */
export const HSTS = "max-age=63072000; includeSubDomains";
