// A revoked key must not keep billing its owner: its live subscription is cancelled at
// once in Stripe (the webhook that follows records the cancellation).
import { prisma } from "@/lib/db/client";
import { getStripe, isBillingConfigured } from "./stripe-client";

const ENDED = new Set(["canceled", "incomplete_expired"]);

export async function cancelSubscriptionOfKey(keyId: string): Promise<boolean> {
  const key = await prisma.apiKey.findUnique({ where: { id: keyId } });
  if (!key?.stripeSubscriptionId || ENDED.has(key.stripeStatus ?? "") || !isBillingConfigured()) return false;
  await getStripe().subscriptions.cancel(key.stripeSubscriptionId);
  return true;
}
