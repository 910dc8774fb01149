// Which URLs a webhook may be delivered to. One rule for registration (portal, CLI: the
// zod schema of endpoint-input.ts) and for every delivery (send.ts): https to a public
// address (lib/http/public-address.ts, the check the photo fetcher shares), so that an
// endpoint can never make the worker reach into our own network. The one exception is the
// local demo: a server whose own public origin is on this machine (`npm start` on a
// laptop sets NEXTAUTH_URL to http://localhost:<port>) may deliver to exactly
// localhost, 127.0.0.1 or [::1], over http or https, so webhooks can be tried locally.
// Every deployed configuration has a public origin elsewhere and refuses them.
import type { Refusal } from "@/lib/domain/refusal";
import { configuredOrigin } from "@/lib/http/public-origin";
import { isAllowedHost, parseAllowHosts, urlAddressProblem } from "@/lib/http/public-address";
import { config, type Config } from "@/lib/config";

const MAX_URL_LENGTH = 2048;
/** The loopback names the local demo may deliver to; 127.0.0.2, "localhost." and the like stay refused. */
const LOOPBACK = parseAllowHosts("localhost,127.0.0.1,[::1]");
const NONE: ReadonlySet<string> = new Set();

/**
 * Whether loopback endpoints are accepted: WEBHOOKS_ALLOW_LOCALHOST=on|off decides when
 * set (tests, an operator); otherwise only when the configured public origin is itself a
 * loopback name, or none is configured outside production (next dev).
 */
export function localEndpointsAllowed(env: Config = config): boolean {
  const flag = env.WEBHOOKS_ALLOW_LOCALHOST;
  if (flag !== undefined) return flag;
  const origin = configuredOrigin(env);
  if (origin) return isAllowedHost(new URL(origin), LOOPBACK);
  return env.NODE_ENV !== "production";
}

/** The hosts delivery may connect to although they are not public (the local demo's loopback). */
export function deliveryAllowHosts(env: Config = config): ReadonlySet<string> {
  return localEndpointsAllowed(env) ? LOOPBACK : NONE;
}

/** Why `raw` cannot be an endpoint URL, or null when it can. */
export function urlProblem(raw: string, allowLocal = localEndpointsAllowed()): Refusal | null {
  if (raw.length > MAX_URL_LENGTH) return { code: "urlTooLong", params: { max: MAX_URL_LENGTH } };
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return { code: "urlNotAbsolute", params: { url: raw } };
  }
  if (url.username || url.password) return { code: "urlCredentials" };
  if (url.protocol !== "https:" && url.protocol !== "http:") return httpsOnly(allowLocal);
  const local = isAllowedHost(url, LOOPBACK);
  if (local && allowLocal) return null;
  if (local) return { code: "urlLocalDevOnly" };
  if (urlAddressProblem(url)) return { code: "urlNotPublic" };
  return url.protocol === "https:" ? null : httpsOnly(allowLocal);
}

function httpsOnly(allowLocal: boolean): Refusal {
  return { code: allowLocal ? "urlHttpsOrLocal" : "urlHttps" };
}
