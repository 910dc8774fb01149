// OpenAPI operation: GET /changes (docs/api.md#changes), from the schema that validates it.
import type { OpenAPIRegistry } from "@asteasolutions/zod-to-openapi";
import { changesQueryShape } from "@/lib/search/changes-query";
import { z } from "@/lib/zod";
import { errors, ok } from "../responses";
import { ChangesResponseSchema } from "../schemas";

export function registerListChanges(registry: OpenAPIRegistry) {
  registry.registerPath({
    method: "get",
    path: "/changes",
    operationId: "listChanges",
    tags: ["Sync"],
    summary: "Properties created, updated or delisted after `since`",
    description: [
      "Starter plan and above. Ordered by updated_at then id, oldest first; `since` is exclusive.",
      "To keep a copy in sync, poll with `since` = the `updated_at` of the last row you received (microseconds included). updated_at values are strictly increasing across all properties, so with any `limit` you miss nothing and never loop. `meta.next_since` is set when more changes remain.",
      "A sighting alone is not a change: `last_seen_at` advances whenever a feed shows a property again, without a new `updated_at`, so a run that only shows the same adverts again lists nothing here. Read /properties or /properties/{id} for a fresh `last_seen_at`.",
      "`since` missing, malformed or older than 31 days gives 400; a future `since` returns no rows.",
    ].join("\n\n"),
    request: { query: z.object(changesQueryShape) },
    responses: { 200: ok("Changed properties, oldest first.", ChangesResponseSchema), ...errors(400, 403, 429) },
  });
}
