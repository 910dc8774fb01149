// What a Stripe subscription's current state means for its key's plan (docs/decisions.md#stripe-webhook;
// the one PLANS table). Stripe statuses:
// - active, trialing: the plan of the subscribed price (by lookup key);
// - past_due: the same plan — Stripe is retrying the payment (Smart Retries); when the
//   retries run out the subscription becomes unpaid or canceled and the key drops to free;
// - incomplete: the first payment has not gone through yet — no change;
// - canceled, unpaid, incomplete_expired, paused (and a deleted subscription): free.
import type Stripe from "stripe";
import type { Plan } from "@/lib/plans";
import { planForLookupKey } from "./prices";

export type SubscriptionEffect = {
  /** The plan the key should be on, or null to leave the plan as it is. */
  plan: Plan | null;
  /** Whether the subscription still entitles the key to a paid plan. */
  live: boolean;
  status: string;
};

const PAID_STATUSES = new Set(["active", "trialing", "past_due"]);
const ENDED_STATUSES = new Set(["canceled", "unpaid", "incomplete_expired", "paused"]);

function subscribedPlan(subscription: Pick<Stripe.Subscription, "items">): Plan | null {
  for (const item of subscription.items?.data ?? []) {
    const plan = planForLookupKey(item.price?.lookup_key);
    if (plan) return plan;
  }
  return null;
}

export function effectOfSubscription(subscription: Pick<Stripe.Subscription, "status" | "items">): SubscriptionEffect {
  const status = subscription.status;
  if (PAID_STATUSES.has(status)) {
    const plan = subscribedPlan(subscription);
    // A subscription to a price we do not sell grants nothing.
    return plan ? { plan, live: true, status } : { plan: null, live: false, status };
  }
  if (ENDED_STATUSES.has(status)) return { plan: "free", live: false, status };
  return { plan: null, live: false, status };
}
