// OpenAPI operation: GET /parishes (SPEC 4.5).
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
    description: "Each parish with its SPEC slug, official Catalan name, centroid and known towns. No parameters (any parameter gives 400).",
    responses: { 200: ok("The seven parishes.", ParishesResponseSchema), ...errors(400, 429) },
  });
}
