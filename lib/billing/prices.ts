// Stripe prices are found by the lookup keys in the one plans table (lib/plans.ts),
// never by hard-coded price ids, so test and live mode and a price change in the Stripe
// dashboard (new price, same lookup key with transfer_lookup_key) need no deploy.
import type Stripe from "stripe";
import { PLANS, PLAN_IDS, type Plan } from "@/lib/plans";
import { getStripe } from "./stripe-client";

export type PaidPlan = "starter" | "pro";
export const CHECKOUT_PLANS = PLAN_IDS.filter((p) => PLANS[p].stripeLookupKey) as PaidPlan[];

export function isCheckoutPlan(value: string): value is PaidPlan {
  return (CHECKOUT_PLANS as string[]).includes(value);
}

/** The plan whose lookup key a Stripe price carries, or null for a price we do not sell. */
export function planForLookupKey(lookupKey: string | null | undefined): Plan | null {
  if (!lookupKey) return null;
  return PLAN_IDS.find((p) => PLANS[p].stripeLookupKey === lookupKey) ?? null;
}

const TTL_MS = 5 * 60_000;
let cache: { at: number; byPlan: Map<PaidPlan, Stripe.Price> } | undefined;

export class PriceNotFoundError extends Error {}

export async function priceForPlan(plan: PaidPlan, stripe: Stripe = getStripe()): Promise<Stripe.Price> {
  if (!cache || Date.now() - cache.at > TTL_MS) {
    const lookupKeys = CHECKOUT_PLANS.map((p) => PLANS[p].stripeLookupKey!);
    const list = await stripe.prices.list({ lookup_keys: lookupKeys, active: true, limit: lookupKeys.length });
    const byPlan = new Map<PaidPlan, Stripe.Price>();
    for (const price of list.data) {
      const p = planForLookupKey(price.lookup_key);
      if (p && isCheckoutPlan(p)) byPlan.set(p, price);
    }
    cache = { at: Date.now(), byPlan };
  }
  const price = cache.byPlan.get(plan);
  if (!price) {
    throw new PriceNotFoundError(`No active Stripe price has the lookup key "${PLANS[plan].stripeLookupKey}".`);
  }
  return price;
}

/** Tests switch Stripe servers between runs. */
export function clearPriceCache(): void {
  cache = undefined;
}
