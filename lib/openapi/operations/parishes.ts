// OpenAPI operation: GET /parishes (docs/api.md#parishes-and-towns).
import type { OpenAPIRegistry } from "@asteasolutions/zod-to-openapi";
import { errors, ok } from "../responses";
import { ParishesResponseSchema } from "../schemas";

export function registerListParishes(registry: OpenAPIRegistry) {
  registry.registerPath({
    method: "get",
    path: "/parishes",
    operationId: "listParishes",
    tags: ["Reference"],
    summary: "The seven parishes",
    description:
      "Each parish with its slug, official Catalan name, centroid and known towns. No parameters (any parameter gives 400).",
    responses: { 200: ok("The seven parishes.", ParishesResponseSchema), ...errors(400, 429) },
  });
}
