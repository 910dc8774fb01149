// Webhook endpoints of a key: create (Starter plan and above), list, remove, rotate the
// secret. `ownerId` (the portal's signed-in user) restricts every change to that user's
// keys; the CLI, an operator tool, passes none.
import { randomBytes } from "node:crypto";
import { PLANS, cheapestPlanFor } from "@/lib/plans";
import { prisma } from "@/lib/db/client";
import { WebhookInputError, type EndpointInput } from "./endpoint-input";

const MAX_ENDPOINTS_PER_KEY = 10;

function newSecret(): string {
  return `whsec_${randomBytes(24).toString("base64url")}`;
}

/** The cheapest plan with webhooks (the portal names it in the reader's language). */
export function webhookPlan(): keyof typeof PLANS {
  return (Object.keys(PLANS) as (keyof typeof PLANS)[]).find((p) => PLANS[p].webhooks) ?? cheapestPlanFor("changes");
}

type KeyRow = { prefix: string; plan: keyof typeof PLANS; revokedAt: Date | null };

function assertLiveKey(key: KeyRow): void {
  if (key.revokedAt) throw new WebhookInputError({ code: "keyPrefixRevoked", params: { prefix: key.prefix } });
  if (!PLANS[key.plan].webhooks) {
    throw new WebhookInputError({
      code: "webhookPlan",
      params: { plan: webhookPlan(), prefix: key.prefix, current: key.plan },
    });
  }
}

async function liveKey(keyId: string, ownerId?: string) {
  const key = await prisma.apiKey.findUnique({ where: { id: keyId } });
  if (!key || (ownerId && key.userId !== ownerId)) throw new WebhookInputError({ code: "keyMissing" });
  assertLiveKey(key);
  return key;
}

/** An endpoint may be sent to now: its key live and on a plan with webhooks, itself enabled. */
export function assertDeliverable(endpoint: { id: string; disabledAt: Date | null; key: KeyRow }): void {
  assertLiveKey(endpoint.key);
  if (endpoint.disabledAt) throw new WebhookInputError({ code: "endpointDisabled" });
}

/** Creates an endpoint that receives changes from now on; returns it with its secret (shown once). */
export async function createEndpoint(keyId: string, input: EndpointInput, ownerId?: string) {
  const key = await liveKey(keyId, ownerId);
  const count = await prisma.webhookEndpoint.count({ where: { keyId } });
  if (count >= MAX_ENDPOINTS_PER_KEY)
    throw new WebhookInputError({ code: "tooManyEndpoints", params: { max: MAX_ENDPOINTS_PER_KEY } });
  const secret = newSecret();
  const endpoint = await prisma.$transaction(async (tx) => {
    const created = await tx.webhookEndpoint.create({
      data: {
        keyId: key.id,
        url: input.url,
        operation: input.operation,
        type: input.type,
        parish: input.parish,
        minPrice: input.minPrice,
        maxPrice: input.maxPrice,
        secret,
        cursor: new Date(),
      },
    });
    // Start at the change clock's last committed stamp, in SQL to keep its microseconds:
    // every change committed after this has a later updated_at (lib/db/change-clock.ts),
    // so none is missed and none from before is replayed.
    await tx.$executeRaw`UPDATE webhook_endpoint
      SET cursor = COALESCE((SELECT ts FROM change_clock WHERE id = 1), now()) WHERE id = ${created.id}::uuid`;
    return created;
  });
  return { endpoint, secret, key };
}

async function ownedEndpoint(id: string, ownerId?: string) {
  const isUuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id);
  const endpoint = isUuid ? await prisma.webhookEndpoint.findUnique({ where: { id }, include: { key: true } }) : null;
  if (!endpoint || (ownerId && endpoint.key.userId !== ownerId))
    throw new WebhookInputError({ code: "noEndpoint", params: { id } });
  return endpoint;
}

export async function removeEndpoint(id: string, ownerId?: string) {
  const endpoint = await ownedEndpoint(id, ownerId);
  await prisma.webhookEndpoint.delete({ where: { id: endpoint.id } });
  return endpoint;
}

/** How long a rotated-out secret keeps signing unless told otherwise. */
const DEFAULT_KEEP_OLD_MS = 24 * 3600 * 1000;

/**
 * A new secret, effective for the next delivery. The old one keeps signing next to it
 * (one more v1= in Llar-Signature) for `keepOldMs`, so a receiver can switch without
 * rejecting a delivery; 0 ends it at once. Rotating again inside a window drops the
 * oldest secret: only the secret being replaced is kept.
 */
export async function rotateSecret(id: string, keepOldMs = DEFAULT_KEEP_OLD_MS, ownerId?: string) {
  const endpoint = await ownedEndpoint(id, ownerId);
  const secret = newSecret();
  const keep = keepOldMs > 0;
  const oldSecretUntil = keep ? new Date(Date.now() + keepOldMs) : null;
  await prisma.webhookEndpoint.update({
    where: { id: endpoint.id },
    data: { secret, previousSecret: keep ? endpoint.secret : null, previousSecretUntil: oldSecretUntil },
  });
  return { endpoint, secret, oldSecretUntil };
}

/** Re-enables a disabled endpoint; it resumes with the events it had not delivered. */
export async function enableEndpoint(id: string, ownerId?: string) {
  const endpoint = await ownedEndpoint(id, ownerId);
  await liveKey(endpoint.keyId, ownerId);
  await prisma.webhookEndpoint.update({ where: { id: endpoint.id }, data: { disabledAt: null, failingSince: null } });
  return endpoint;
}

export async function listEndpoints(keyIds: string[]) {
  return prisma.webhookEndpoint.findMany({
    where: { keyId: { in: keyIds } },
    include: { key: { select: { prefix: true, plan: true } } },
    orderBy: { createdAt: "asc" },
  });
}

/** A short description of an endpoint's filters ("sale · flat · ordino · ≤ 500000 €"). */
export function describeFilters(e: {
  operation: string | null;
  type: string | null;
  parish: string | null;
  minPrice: number | null;
  maxPrice: number | null;
}): string {
  const parts = [e.operation, e.type, e.parish].filter(Boolean) as string[];
  if (e.minPrice !== null && e.maxPrice !== null) parts.push(`${e.minPrice}–${e.maxPrice} €`);
  else if (e.minPrice !== null) parts.push(`≥ ${e.minPrice} €`);
  else if (e.maxPrice !== null) parts.push(`≤ ${e.maxPrice} €`);
  return parts.length ? parts.join(" · ") : "all changes";
}
