// Calls /v1 route handlers in-process with a real Request (no server): the same code
// path `next start` runs, minus HTTP parsing.
import * as changes from "@/app/v1/changes/route";
import * as parishes from "@/app/v1/parishes/route";
import * as property from "@/app/v1/properties/[id]/route";
import * as properties from "@/app/v1/properties/route";
import * as stats from "@/app/v1/stats/route";
import * as towns from "@/app/v1/towns/route";
import * as propertyValuation from "@/app/v1/properties/[id]/valuation/route";
import * as valuation from "@/app/v1/valuation/route";
import * as unknown from "@/app/v1/[[...path]]/route";

type RouteModule = {
  GET: (req: Request, ctx?: never) => Promise<Response> | Response;
  OPTIONS: () => Response;
  POST: (req: Request) => Response;
};
const ROUTES: { pattern: RegExp; module: RouteModule }[] = [
  { pattern: /^\/v1\/properties$/, module: properties as unknown as RouteModule },
  { pattern: /^\/v1\/properties\/(?<id>[^/]+)$/, module: property as unknown as RouteModule },
  { pattern: /^\/v1\/changes$/, module: changes as unknown as RouteModule },
  { pattern: /^\/v1\/properties\/(?<id>[^/]+)\/valuation$/, module: propertyValuation as unknown as RouteModule },
  { pattern: /^\/v1\/stats$/, module: stats as unknown as RouteModule },
  { pattern: /^\/v1\/valuation$/, module: valuation as unknown as RouteModule },
  { pattern: /^\/v1\/parishes$/, module: parishes as unknown as RouteModule },
  { pattern: /^\/v1\/towns$/, module: towns as unknown as RouteModule },
];

// The body is whatever JSON the route answered; tests read the fields they check.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type ApiCall = { status: number; body: any; headers: Headers };

/** A fetch for clients under test (@llar/client): the route handler answers the Request. */
export async function handleRequest(input: Request | string | URL, init?: RequestInit): Promise<Response> {
  const request = input instanceof Request ? input : new Request(input, init);
  const url = new URL(request.url);
  const path = url.pathname;
  const match = ROUTES.find((r) => r.pattern.test(path));
  const routeModule = match?.module ?? (unknown as unknown as RouteModule);
  const groups = match?.pattern.exec(path)?.groups ?? {};
  const params = Promise.resolve(
    Object.fromEntries(Object.entries(groups).map(([k, v]) => [k, decodeURIComponent(v)])),
  );
  if (request.method === "GET") return routeModule.GET(request, { params } as never);
  return request.method === "OPTIONS" ? routeModule.OPTIONS() : routeModule.POST(request);
}

export async function callApi(
  pathAndQuery: string,
  opts: { key?: string; method?: string; headers?: Record<string, string> } = {},
): Promise<ApiCall> {
  const url = new URL(pathAndQuery, "http://api.test");
  const headers: Record<string, string> = { ...opts.headers };
  if (opts.key !== undefined) headers.authorization = `Bearer ${opts.key}`;
  const request = new Request(url, { method: opts.method ?? "GET", headers });
  const match = ROUTES.find((r) => r.pattern.test(url.pathname));
  const route = match?.module ?? (unknown as unknown as RouteModule);
  const groups = match?.pattern.exec(url.pathname)?.groups ?? {};
  const params = Promise.resolve(
    Object.fromEntries(Object.entries(groups).map(([k, v]) => [k, decodeURIComponent(v)])),
  );
  const method = request.method;
  const response =
    method === "GET"
      ? await route.GET(request, { params } as never)
      : method === "OPTIONS"
        ? route.OPTIONS()
        : route.POST(request);
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : null, headers: response.headers };
}
