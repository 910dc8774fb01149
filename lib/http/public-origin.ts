// The site's public origin for every absolute URL it writes: emails and sign-in links,
// canonical and Open Graph URLs, the sitemap, API `url` fields, Stripe return URLs.
// PUBLIC_BASE_URL, else NEXTAUTH_URL. In production one of them is required and the
// request's Host / X-Forwarded-Host is never used: a forged Host would otherwise put an
// attacker's address into links sent to other people. Outside production (next dev,
// tests) the request's origin is the fallback so any port works without configuration.
// Outside a request (webhook payloads, alert mails, scripts) `publicOriginOutsideRequest`
// gives the configured origin, else the local default.
import { requestOrigin } from "./request-origin";

import { config, type Config } from "@/lib/config";

export class MissingPublicOriginError extends Error {
  constructor() {
    super(
      "Set PUBLIC_BASE_URL (or NEXTAUTH_URL) to the site's public address, e.g. https://llar.example: production never takes it from the Host header.",
    );
  }
}

/** The configured base URL (no trailing slash), or undefined (lib/config refuses a non-http(s) URL). */
export function configuredOrigin(env: Config = config): string | undefined {
  const value = env.PUBLIC_BASE_URL ?? env.NEXTAUTH_URL;
  if (!value) return undefined;
  const url = new URL(value);
  return `${url.origin}${url.pathname}`.replace(/\/+$/, "");
}

export function publicOrigin(headers: Headers, fallback = "http://localhost:3000", env: Config = config): string {
  const configured = configuredOrigin(env);
  if (configured) return configured;
  if (env.NODE_ENV === "production") throw new MissingPublicOriginError();
  return requestOrigin(headers, fallback);
}

/** The origin for absolute URLs written outside any request: configured, else (not in production) the local default. */
export function publicOriginOutsideRequest(env: Config = config): string {
  const configured = configuredOrigin(env);
  if (configured) return configured;
  if (env.NODE_ENV === "production") throw new MissingPublicOriginError();
  return "http://localhost:3000";
}
