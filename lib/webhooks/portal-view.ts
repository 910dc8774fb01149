// What the portal's webhook pages show: the user's endpoints with their last delivery,
// and one endpoint's recent delivery log.
import { PLANS } from "@/lib/plans";
import { prisma } from "@/lib/db/client";

export const RECENT_DELIVERIES = 50;

export async function webhookOverview(userId: string) {
  const keys = await prisma.apiKey.findMany({ where: { userId, revokedAt: null }, orderBy: { createdAt: "asc" } });
  const endpoints = await prisma.webhookEndpoint.findMany({
    where: { keyId: { in: keys.map((k) => k.id) } },
    include: { key: { select: { prefix: true, name: true } } },
    orderBy: { createdAt: "asc" },
  });
  const last = await Promise.all(
    endpoints.map((e) =>
      prisma.webhookDelivery.findFirst({ where: { event: { endpointId: e.id } }, orderBy: { id: "desc" } }),
    ),
  );
  return {
    keys: keys.map((k) => ({
      id: k.id,
      prefix: k.prefix,
      name: k.name,
      plan: k.plan,
      webhooks: PLANS[k.plan].webhooks,
    })),
    endpoints: endpoints.map((e, i) => ({ ...e, lastDelivery: last[i] })),
  };
}

/** One endpoint of the user's, with its latest deliveries (newest first); null when not theirs. */
export async function endpointDetail(id: string, userId: string) {
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id)) return null;
  const endpoint = await prisma.webhookEndpoint.findUnique({ where: { id }, include: { key: true } });
  if (!endpoint || endpoint.key.userId !== userId) return null;
  const deliveries = await prisma.webhookDelivery.findMany({
    where: { event: { endpointId: id } },
    include: { event: { select: { id: true, type: true, state: true } } },
    orderBy: { id: "desc" },
    take: RECENT_DELIVERIES,
  });
  const pending = await prisma.webhookEvent.count({ where: { endpointId: id, state: "pending" } });
  // Until when the secret replaced by the last rotation still signs (null once it stopped).
  const until = endpoint.previousSecretUntil;
  const oldSecretUntil = until && until.getTime() > Date.now() ? until : null;
  return { endpoint, deliveries, pending, oldSecretUntil };
}
