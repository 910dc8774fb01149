// The origin a client used to reach this app (Host / X-Forwarded-Host / X-Forwarded-Proto),
// for absolute URLs when PUBLIC_BASE_URL is not configured. One implementation for the API
// (property `url`s), the site (metadata, sitemap), the docs (examples) and billing (Stripe
// return URLs). A host that is not a plain name or bracketed IPv6 address, with an optional
// port, is not trusted: the fallback origin is used instead.
const HOST = /^[A-Za-z0-9.\-]+(:\d+)?$|^\[[0-9a-fA-F:]+\](:\d+)?$/;

export function requestOrigin(headers: Headers, fallbackOrigin: string): string {
  const host = headers.get("x-forwarded-host") ?? headers.get("host");
  if (!host || !HOST.test(host)) return fallbackOrigin;
  const proto = headers.get("x-forwarded-proto")?.split(",")[0].trim();
  const scheme = proto === "https" || proto === "http" ? proto : new URL(fallbackOrigin).protocol.slice(0, -1);
  return `${scheme}://${host}`;
}
