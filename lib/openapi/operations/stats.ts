// OpenAPI operation: GET /stats (docs/api.md#stats).
import type { OpenAPIRegistry } from "@asteasolutions/zod-to-openapi";
import { MAX_MONTHS } from "@/lib/stats/month-range";
import { statsQueryShape } from "@/lib/stats/stats-query";
import { z } from "@/lib/zod";
import { errors, ok } from "../responses";
import { StatsResponseSchema, StatsSeriesResponseSchema } from "../schemas";

export function registerGetStats(registry: OpenAPIRegistry) {
  registry.registerPath({
    method: "get",
    path: "/stats",
    operationId: "getStats",
    tags: ["Market"],
    summary: "Market statistics of active homes per parish and type, or per month",
    description: `Pro plan and above. Without \`interval\`: medians and mean of price.min, median price per m² and median surface, computed in PostgreSQL over active homes of the operation, rounded to integers; refreshed every minute (meta.generated_at). With \`interval=month\`: one entry per month from \`from\` to \`to\` (at most ${MAX_MONTHS}) of the homes active then, from the adverts' lifetimes and price history, optionally in one \`parish\` or \`town\`.`,
    request: { query: z.object(statsQueryShape) },
    responses: {
      200: ok(
        "One entry per parish and type; with interval=month, one entry per month.",
        z.union([StatsResponseSchema, StatsSeriesResponseSchema]),
      ),
      ...errors(400, 403, 429),
    },
  });
}
