// The one plans table (docs/api.md#plans-and-quotas). Everything that depends on a
// plan — the API's gates and limits, the portal, /pricing, Stripe Checkout — reads it here.
import type { Plan } from "@/lib/generated/prisma/enums";

export type { Plan };
export type Endpoint = "properties" | "property" | "changes" | "stats" | "valuation" | "parishes" | "towns";
type QuotaWindow = "day" | "month" | "unlimited";

export type PlanSpec = {
  id: Plan;
  name: string;
  /** Requests per minute (sliding 60 s window). */
  ratePerMinute: number;
  /** Requests per quota window; null = unlimited. */
  quota: number | null;
  quotaWindow: QuotaWindow;
  /** Rows per request cap for `limit` on /properties. */
  maxRows: number;
  endpoints: readonly Endpoint[];
  /** Per-advert price history in /properties/{id}. */
  priceHistory: boolean;
  /** Webhook endpoints on the plan's keys (push of property changes, lib/webhooks). */
  webhooks: boolean;
  /** `polygon=` on /properties. */
  polygonSearch: boolean;
  /** Monthly price in euros shown on /pricing; null = contact us. */
  priceEurPerMonth: number | null;
  /** Stripe Price lookup key (subscription, monthly); null = not sold through Checkout. */
  stripeLookupKey: string | null;
};

const BASE: readonly Endpoint[] = ["properties", "property", "parishes", "towns"];

export const PLANS = {
  free: {
    id: "free",
    name: "Free",
    ratePerMinute: 30,
    quota: 100,
    quotaWindow: "day",
    maxRows: 25,
    endpoints: BASE,
    priceHistory: false,
    webhooks: false,
    polygonSearch: false,
    priceEurPerMonth: 0,
    stripeLookupKey: null,
  },
  starter: {
    id: "starter",
    name: "Starter",
    ratePerMinute: 60,
    quota: 10_000,
    quotaWindow: "month",
    maxRows: 100,
    endpoints: [...BASE, "changes"],
    priceHistory: false,
    webhooks: true,
    polygonSearch: false,
    priceEurPerMonth: 29,
    stripeLookupKey: "llar_starter_monthly",
  },
  pro: {
    id: "pro",
    name: "Pro",
    ratePerMinute: 120,
    quota: 100_000,
    quotaWindow: "month",
    maxRows: 100,
    endpoints: [...BASE, "changes", "stats", "valuation"],
    priceHistory: true,
    webhooks: true,
    polygonSearch: true,
    priceEurPerMonth: 99,
    stripeLookupKey: "llar_pro_monthly",
  },
  enterprise: {
    id: "enterprise",
    name: "Enterprise",
    ratePerMinute: 600,
    quota: null,
    quotaWindow: "unlimited",
    maxRows: 500,
    endpoints: [...BASE, "changes", "stats", "valuation"],
    priceHistory: true,
    webhooks: true,
    polygonSearch: true,
    priceEurPerMonth: null,
    stripeLookupKey: null,
  },
} as const satisfies Record<Plan, PlanSpec>;

export const PLAN_IDS = Object.keys(PLANS) as Plan[];

export function isPlan(value: string): value is Plan {
  return Object.hasOwn(PLANS, value);
}

export function planAllows(plan: Plan, endpoint: Endpoint): boolean {
  return (PLANS[plan].endpoints as readonly Endpoint[]).includes(endpoint);
}

/** The cheapest plan that includes `endpoint` (for 403 messages). */
export function cheapestPlanFor(endpoint: Endpoint): Plan {
  return PLAN_IDS.find((p) => planAllows(p, endpoint)) ?? "enterprise";
}
