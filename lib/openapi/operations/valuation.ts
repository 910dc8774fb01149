// OpenAPI operations: GET /properties/{id}/valuation and GET /valuation (docs/api.md#valuation).
import type { OpenAPIRegistry } from "@asteasolutions/zod-to-openapi";
import { valuationQueryShape } from "@/lib/valuation/valuation-query";
import { z } from "@/lib/zod";
import { errors, ok } from "../responses";
import { ValuationResponseSchema } from "../schemas";

const HOW =
  "Pro plan and above. The estimate is a fitted €/m² curve (size, parish, town, type, rooms, features) pulled towards the asking prices of the most similar listed homes, each adjusted to the valued home's facts; `low`–`high` holds about 80 % of asking prices out of sample (docs/benchmarks.md#valuations). Listed homes are re-read every minute (`as_of`).";

export function registerValuation(registry: OpenAPIRegistry) {
  registry.registerPath({
    method: "get",
    path: "/properties/{id}/valuation",
    operationId: "getPropertyValuation",
    tags: ["Market"],
    summary: "What a listed home is worth, from the homes around it",
    description: `${HOW} The comparables never include the home itself, its adverts, or a record probably the same home (sharing a photo, or near-identical facts, place and price). A home without a surface is valued on the typical surface of its kind, with \`confidence: low\`. 404 for an unknown id and for a property that cannot be valued (not a home, seasonal rent).`,
    request: {
      params: z.object({
        id: z.string().openapi({ description: "Property id (UUID).", example: "6f1c2a4e-8d8b-4b7e-9a51-1f0e6f3f2a10" }),
      }),
    },
    responses: { 200: ok("The valuation.", ValuationResponseSchema), ...errors(400, 403, 404, 429) },
  });
  registry.registerPath({
    method: "get",
    path: "/valuation",
    operationId: "getValuation",
    tags: ["Market"],
    summary: "What a home described by its facts is worth",
    description: `${HOW} Give the place as one of parish, town or lat+lng; surface_m2 is required.`,
    request: { query: z.object(valuationQueryShape) },
    responses: { 200: ok("The valuation.", ValuationResponseSchema), ...errors(400, 403, 404, 429) },
  });
}
