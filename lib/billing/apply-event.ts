// Apply one verified Stripe event to its key, exactly once:
// - idempotent: the event id goes into stripe_event in the same transaction as the plan
//   change, so a replay (Stripe retries, at-least-once delivery) finds it and changes nothing;
// - order-proof: the event's payload is only used to find the subscription; its current
//   state is re-read from Stripe inside the transaction, after locking the key row, so
//   whatever order events arrive in, the last one applied writes the latest state.
import type Stripe from "stripe";
import { prisma } from "@/lib/db/client";
import { subscriptionRef } from "./event-subscription";
import { getStripe } from "./stripe-client";
import { effectOfSubscription } from "./subscription-plan";

export type ApplyOutcome =
  | { outcome: "applied"; keyId: string; plan: string; status: string }
  | { outcome: "duplicate" | "no_subscription" | "unknown_key" | "stale_subscription" | "enterprise" };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

async function currentSubscription(stripe: Stripe, id: string): Promise<Stripe.Subscription> {
  try {
    return await stripe.subscriptions.retrieve(id);
  } catch (err) {
    // A subscription Stripe no longer knows is as good as deleted.
    if ((err as { code?: string }).code === "resource_missing") {
      return { id, status: "canceled", items: { data: [] }, metadata: {} } as unknown as Stripe.Subscription;
    }
    throw err;
  }
}

export async function applyStripeEvent(event: Stripe.Event, stripe: Stripe = getStripe()): Promise<ApplyOutcome> {
  const ref = subscriptionRef(event);
  if (!ref.subscriptionId) return { outcome: "no_subscription" };
  const subscriptionId = ref.subscriptionId;

  return prisma.$transaction(
    async (tx) => {
      const recorded = await tx.stripeEvent.createMany({
        data: [{ id: event.id, type: event.type }],
        skipDuplicates: true,
      });
      if (recorded.count === 0) return { outcome: "duplicate" as const };

      const byLink = await tx.apiKey.findUnique({
        where: { stripeSubscriptionId: subscriptionId },
        select: { id: true },
      });
      let keyId = ref.keyId ?? byLink?.id ?? null;
      keyId ??= (await currentSubscription(stripe, subscriptionId)).metadata?.key_id ?? null;
      if (!keyId || !UUID.test(keyId)) return { outcome: "unknown_key" as const };

      // Serialise concurrent events of one key; then re-read the state after the lock so
      // an event that waited applies what Stripe says now, not what it read before.
      const locked = await tx.$queryRaw<{ id: string }[]>`SELECT id FROM api_key WHERE id = ${keyId}::uuid FOR UPDATE`;
      if (locked.length === 0) return { outcome: "unknown_key" as const };
      const key = await tx.apiKey.findUniqueOrThrow({ where: { id: keyId } });
      const latest = await currentSubscription(stripe, subscriptionId);
      const effect = effectOfSubscription(latest);

      // A key that moved on to another subscription ignores the end of its old one.
      if (key.stripeSubscriptionId && key.stripeSubscriptionId !== subscriptionId && !effect.live) {
        return { outcome: "stale_subscription" as const };
      }
      // Enterprise is granted by hand (npm run keys -- set-plan), never by Stripe.
      if (key.plan === "enterprise") return { outcome: "enterprise" as const };

      const plan = effect.plan ?? key.plan;
      await tx.apiKey.update({
        where: { id: keyId },
        data: { plan, stripeSubscriptionId: subscriptionId, stripeStatus: effect.status },
      });
      return { outcome: "applied" as const, keyId, plan, status: effect.status };
    },
    { timeout: 30_000, maxWait: 10_000 },
  );
}
