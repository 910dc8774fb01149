// /v1 requests that Next.js fails itself, before any route handler runs, with a bare
// "500 Internal Server Error" in text/plain: a method it does not route (TRACE,
// PROPFIND…) and a path whose percent-encoding does not decode (it cannot build the
// route's params, e.g. /v1/properties/abc%). The server in front of Next
// (scripts/start/serve.ts) answers them with the error object instead, as
// docs/api.md#errors promises for every /v1 response: 405 for the method, 404 for the
// path (no endpoint or property can have it).
import { CORS_HEADERS } from "./api-headers";
import { errorResponse } from "./errors";
import { methodNotAllowed } from "./method-not-allowed";

/** The methods Next.js routes to a route handler (the others throw inside Next). */
const ROUTED_METHODS = new Set(["GET", "HEAD", "OPTIONS", "POST", "PUT", "PATCH", "DELETE"]);

/** The error to answer with, or null to leave the request to Next. `rawUrl` is the
 *  request line's target (`req.url` of node:http), still percent-encoded. */
export function unservableApiRequest(method: string, rawUrl: string): Response | null {
  const path = rawUrl.split("?")[0];
  if (!/^\/v1(\/|$)/.test(path)) return null;
  if (!ROUTED_METHODS.has(method.toUpperCase())) return methodNotAllowed({ method: method.slice(0, 20) });
  try {
    decodeURIComponent(path);
    return null;
  } catch {
    return errorResponse(
      "not_found",
      `No API endpoint or property at ${path.slice(0, 100)}: the path is not valid percent-encoding (write % as %25).`,
      CORS_HEADERS,
    );
  }
}
