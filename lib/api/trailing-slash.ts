// "/v1/properties/" is the same endpoint as "/v1/properties". Next.js answers the slashed
// form with a 308 redirect of its own, before any route handler: without CORS headers, so
// a browser integrator's fetch fails on it, and a preflight (OPTIONS) cannot follow a
// redirect at all. The server in front of Next (scripts/start/serve.ts) serves the request
// at the path without the slash instead, so every method, header and error object is the
// endpoint's own (docs/decisions.md#trailing-slashes-under-v1).

/** `rawUrl` (node:http's `req.url`) without its path's trailing slashes when the path is under
 *  /v1, or null when there is nothing to change. The query string is kept as it is. */
export function apiUrlWithoutTrailingSlash(rawUrl: string): string | null {
  const q = rawUrl.indexOf("?");
  const path = q < 0 ? rawUrl : rawUrl.slice(0, q);
  if (!/^\/v1(\/.*)?\/$/.test(path)) return null;
  return path.replace(/\/+$/, "") + (q < 0 ? "" : rawUrl.slice(q));
}
