// OpenAPI operation: GET /properties (docs/api.md#search), from the schema that validates it.
import type { OpenAPIRegistry } from "@asteasolutions/zod-to-openapi";
import { searchQueryShape } from "@/lib/search/search-query";
import { z } from "@/lib/zod";
import { errors, ok } from "../responses";
import { SearchResponseSchema } from "../schemas";

export function registerSearchProperties(registry: OpenAPIRegistry) {
  registry.registerPath({
    method: "get",
    path: "/properties",
    operationId: "searchProperties",
    tags: ["Properties"],
    summary: "Search properties",
    description: [
      "Active properties only. Without `type`, only homes are returned (flat, penthouse, duplex, studio, loft, house, chalet, townhouse, farmhouse); land, parking and premises only when requested through `type`.",
      "Sorts: `newest` (first_seen_at desc), `price_asc`/`price_desc` (price.min), `surface_desc` (surface_m2); nulls last; ties broken by id, so pages never overlap. `minPrice`/`maxPrice` filter on price.min; `bbox` excludes properties without a location.",
      "Geography: `bbox`, `near` + `radius` (metres, at most 20 km) and, on Pro and above, `polygon` (an encoded polyline of at most 200 corners) may be combined; each excludes properties without a location. Bad geometry (a point outside WGS84, fewer than 3 or more than 200 corners, an invalid encoding, crossing edges, a radius out of range) gives 400 naming the parameter; `polygon` below Pro gives 403 plan_required.",
      "Paging: `cursor` (from meta.next_cursor) for `newest` only; `page` for the other sorts only; both together, or a cursor issued for a different query, give 400. `limit` above the plan's rows per request (Free 25, Starter/Pro 100, Enterprise 500) is capped silently; meta.limit shows the limit applied.",
      "The same parameters as the public site's search form: `maxRooms`, `maxSurface`, `town` (an id of GET /towns), `features` (all required), `priceDrop=1` and `new=1` narrow the search as the site's filters do; a maximum below its minimum, or a town outside the chosen parish, gives 400 naming the parameter.",
      "Unknown or repeated parameters give 400 invalid_parameter naming the parameter.",
    ].join("\n\n"),
    request: { query: z.object(searchQueryShape) },
    responses: { 200: ok("A page of property summaries.", SearchResponseSchema), ...errors(400, 403, 429) },
  });
}
