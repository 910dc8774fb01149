// OpenAPI 3.1 `webhooks`: the event Llar POSTs to a registered endpoint (lib/webhooks).
// The body's `data` is the /changes item, so the same ChangeItem schema describes both.
import type { OpenAPIRegistry } from "@asteasolutions/zod-to-openapi";
import { EVENT_TYPES } from "@/lib/webhooks/event-payload";
import { z } from "@/lib/zod";
import { ChangeItemSchema } from "../schemas";

const WebhookEventSchema = z
  .object({
    id: z.string().openapi({
      description: "Unique per event and endpoint; the same id can arrive more than once (at-least-once delivery).",
      example: "evt_8c1f3e0b9a7d6c5b4a392817",
    }),
    type: z.enum(EVENT_TYPES).openapi({
      description: "`property.<change>`, or `webhook.test` for a test event sent from the account page.",
      example: "property.updated",
    }),
    created_at: z.string().openapi({
      format: "date-time",
      description: "When the event was created.",
      example: "2026-11-25T06:00:00.000Z",
    }),
    data: ChangeItemSchema,
  })
  .openapi("WebhookEvent");

export function registerWebhooks(registry: OpenAPIRegistry) {
  registry.registerWebhook({
    method: "post",
    path: "propertyChange",
    operationId: "propertyChangeWebhook",
    tags: ["Webhooks"],
    summary: "A matching property was created, updated or delisted",
    description: [
      "Starter plan and above. Sent to each endpoint registered on the account page (or with `npm run webhooks -- add`) for every change of a property that matches its filters (operation, type, parish, price range on the lowest price).",
      'Verify `Llar-Signature: t=<unix seconds>,v1=<hex>`: v1 is HMAC-SHA256 of `t + "." + raw body`, keyed with the endpoint\'s signing secret (`whsec_…`, shown once, rotatable: the old secret keeps signing for 24 h by default, one more `v1=` in the header; accept a match on any `v1`); refuse a `t` more than 5 minutes away. See the webhooks guide for Node and Python code.',
      "Answer 2xx within 5 seconds. Anything else, or no answer, is retried with exponential backoff and jitter for 3 days; an endpoint failing for 3 days is disabled and its owner emailed. A property's changes arrive in `updated_at` order.",
    ].join("\n\n"),
    security: [],
    request: {
      headers: z.object({
        "Llar-Signature": z.string().openapi({
          description: "`t=<unix seconds>,v1=<hex HMAC-SHA256 of t.body>`.",
          example: "t=1764050400,v1=5f2b0c…",
        }),
        "Llar-Event-Id": z
          .string()
          .openapi({ description: "The event's `id`.", example: "evt_8c1f3e0b9a7d6c5b4a392817" }),
        "Llar-Event-Type": z
          .enum(EVENT_TYPES)
          .openapi({ description: "The event's `type`.", example: "property.updated" }),
      }),
      body: { required: true, content: { "application/json": { schema: WebhookEventSchema } } },
    },
    responses: {
      200: { description: "Received (any 2xx acknowledges the event)." },
      400: {
        description: "Refused, e.g. the signature did not verify; like any non-2xx answer, the event is retried.",
      },
    },
  });
}
