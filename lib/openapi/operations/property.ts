// OpenAPI operation: GET /properties/{id} (docs/api.md#single-property).
import type { OpenAPIRegistry } from "@asteasolutions/zod-to-openapi";
import { z } from "@/lib/zod";
import { errors, ok } from "../responses";
import { DetailResponseSchema } from "../schemas";

export function registerGetProperty(registry: OpenAPIRegistry) {
  registry.registerPath({
    method: "get",
    path: "/properties/{id}",
    operationId: "getProperty",
    tags: ["Properties"],
    summary: "One property with its adverts",
    description:
      "Delisted properties are returned too. `data.listings[].price_history` is present on Pro and Enterprise only. A malformed id gives 404 like an unknown one. The `attribution` names every source; whenever you show an advert, name its source and link to it.",
    request: {
      params: z.object({
        id: z.string().openapi({ description: "Property id (UUID).", example: "6f1c2a4e-8d8b-4b7e-9a51-1f0e6f3f2a10" }),
      }),
    },
    responses: { 200: ok("The property detail and its attribution.", DetailResponseSchema), ...errors(400, 404, 429) },
  });
}
