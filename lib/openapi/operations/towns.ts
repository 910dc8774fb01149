// OpenAPI operation: GET /towns (docs/api.md#parishes-and-towns).
import type { OpenAPIRegistry } from "@asteasolutions/zod-to-openapi";
import { errors, ok } from "../responses";
import { TownsResponseSchema } from "../schemas";

export function registerListTowns(registry: OpenAPIRegistry) {
  registry.registerPath({
    method: "get",
    path: "/towns",
    operationId: "listTowns",
    tags: ["Reference"],
    summary: "Towns and neighbourhoods",
    description:
      "Towns, villages and neighbourhoods with parish and centroid (OpenStreetMap, ODbL). No parameters (any parameter gives 400).",
    responses: { 200: ok("All towns.", TownsResponseSchema), ...errors(400, 429) },
  });
}
