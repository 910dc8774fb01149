// The site's public origin for every absolute URL it writes: emails and sign-in links,
// canonical and Open Graph URLs, the sitemap, API `url` fields, Stripe return URLs.
// PUBLIC_BASE_URL, else NEXTAUTH_URL. In production one of them is required and the
// request's Host / X-Forwarded-Host is never used: a forged Host would otherwise put an
// attacker's address into links sent to other people. Outside production (next dev,
// tests) the request's origin is the fallback so any port works without configuration.
// Outside a request (webhook payloads, alert mails, scripts) `publicOriginOutsideRequest`
// gives the configured origin, else the local default.
import { requestOrigin } from "./request-origin";

type Env = Record<string, string | undefined>;

export class MissingPublicOriginError extends Error {
  constructor() {
    super(
      "Set PUBLIC_BASE_URL (or NEXTAUTH_URL) to the site's public address, e.g. https://llar.example: production never takes it from the Host header.",
    );
  }
}

/** The configured base URL (no trailing slash), or undefined; a malformed value throws. */
export function configuredOrigin(env: Env = process.env): string | undefined {
  for (const name of ["PUBLIC_BASE_URL", "NEXTAUTH_URL"] as const) {
    const value = env[name]?.trim();
    if (!value) continue;
    let url: URL;
    try {
      url = new URL(value);
    } catch {
      throw new Error(`${name} is not a URL: "${value}".`);
    }
    if (url.protocol !== "https:" && url.protocol !== "http:")
      throw new Error(`${name} must be an http(s) URL: "${value}".`);
    return `${url.origin}${url.pathname}`.replace(/\/+$/, "");
  }
  return undefined;
}

export function publicOrigin(headers: Headers, fallback = "http://localhost:3000", env: Env = process.env): string {
  const configured = configuredOrigin(env);
  if (configured) return configured;
  if (env.NODE_ENV === "production") throw new MissingPublicOriginError();
  return requestOrigin(headers, fallback);
}

/** The origin for absolute URLs written outside any request: configured, else (not in production) the local default. */
export function publicOriginOutsideRequest(env: Env = process.env): string {
  const configured = configuredOrigin(env);
  if (configured) return configured;
  if (env.NODE_ENV === "production") throw new MissingPublicOriginError();
  return "http://localhost:3000";
}
