// OpenAPI operation: GET /stats (docs/api.md#stats).
import type { OpenAPIRegistry } from "@asteasolutions/zod-to-openapi";
import { statsQueryShape } from "@/lib/stats/stats-query";
import { z } from "@/lib/zod";
import { errors, ok } from "../responses";
import { StatsResponseSchema } from "../schemas";

export function registerGetStats(registry: OpenAPIRegistry) {
  registry.registerPath({
    method: "get",
    path: "/stats",
    operationId: "getStats",
    tags: ["Market"],
    summary: "Market statistics of active homes per parish and type",
    description:
      "Pro plan and above. Medians and mean of price.min, median price per m² and median surface, computed in PostgreSQL over active homes of the operation, rounded to integers; refreshed every minute (meta.generated_at).",
    request: { query: z.object(statsQueryShape) },
    responses: { 200: ok("One entry per parish and type.", StatsResponseSchema), ...errors(400, 403, 429) },
  });
}
