// Deliveries a user asks for, outside the worker's schedule: resend one event, or send a
// test event. Both claim the event like a worker does (queue.ts), so they never run at
// the same time as a worker's delivery of it, and both are logged like any attempt. Both
// need a live key on a plan with webhooks and an enabled endpoint (checked here for the
// message, and again by the claim itself), and are limited per endpoint
// (lib/ratelimit/policies.ts) so a customer cannot make the worker knock on demand.
import { getPool, prisma } from "@/lib/db/client";
import { queryRows } from "@/lib/db/sql";
import { Prisma } from "@/lib/generated/prisma/client";
import type { ChangeRow } from "@/lib/search/list-changes";
import { PROPERTY_COLUMNS } from "@/lib/search/property-row";
import { webhookTiming } from "./config";
import { deliverClaimed } from "./deliver";
import { WebhookInputError } from "./endpoint-input";
import { eventBody } from "./event-payload";
import { claimById } from "./queue";
import { assertDeliverable } from "./endpoints";
import { hitAll } from "@/lib/ratelimit/policies";

type Endpoint = Parameters<typeof assertDeliverable>[0];

/** The checks every manual send passes before anything goes out. */
async function mayDeliverNow(endpoint: Endpoint): Promise<void> {
  assertDeliverable(endpoint);
  if ((await hitAll([["webhooks:send", endpoint.id]])) > 0) throw new WebhookInputError({ code: "tooManySends" });
}

const MANUAL_WORKER = "manual";

async function deliverNow(eventId: string, kind: "manual" | "test") {
  const pool = getPool();
  const timing = webhookTiming();
  const claimed = await claimById(
    pool,
    eventId,
    `${MANUAL_WORKER}:${process.pid}`,
    timing.timeoutMs + timing.leaseGraceMs,
  );
  if (!claimed) throw new WebhookInputError({ code: "eventBusy" });
  return deliverClaimed(pool, claimed, `${MANUAL_WORKER}:${process.pid}`, timing, kind);
}

/** Sends one event again now (any state); a success marks it delivered. */
export async function resendEvent(eventId: string, ownerId?: string) {
  const event = await prisma.webhookEvent.findUnique({
    where: { id: eventId },
    include: { endpoint: { include: { key: true } } },
  });
  if (!event || (ownerId && event.endpoint.key.userId !== ownerId))
    throw new WebhookInputError({ code: "noEvent", params: { id: eventId } });
  await mayDeliverNow(event.endpoint);
  return deliverNow(event.id, "manual");
}

/**
 * Sends a `webhook.test` event to an endpoint now: the latest change (of any property)
 * as its data, so the receiver sees a real payload. Test events are not retried.
 */
export async function sendTestEvent(endpointId: string, ownerId?: string) {
  const endpoint = await prisma.webhookEndpoint.findUnique({ where: { id: endpointId }, include: { key: true } });
  if (!endpoint || (ownerId && endpoint.key.userId !== ownerId))
    throw new WebhookInputError({ code: "noEndpoint", params: { id: endpointId } });
  await mayDeliverNow(endpoint);
  const [row] = await queryRows<ChangeRow>(Prisma.sql`
    SELECT ${PROPERTY_COLUMNS}, CASE WHEN p.status = 'delisted' THEN 'delisted' ELSE 'updated' END AS change
    FROM property p ORDER BY p.updated_at DESC LIMIT 1`);
  if (!row) throw new WebhookInputError({ code: "noTestProperty" });
  const body = eventBody(row, { type: "webhook.test" });
  await prisma.webhookEvent.create({
    data: { id: body.id, endpointId, type: body.type, payload: JSON.stringify(body), state: "test" },
  });
  const outcome = await deliverNow(body.id, "test");
  return { ...outcome, eventId: body.id };
}
