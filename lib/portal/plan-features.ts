// Plan facts in words, derived from the one plans table (lib/plans.ts), so /pricing
// and the docs can never disagree with what the API enforces.
import { PLANS, type Plan } from "@/lib/plans";

const ENDPOINT_LABELS: Record<string, string> = {
  properties: "Search (/properties)",
  property: "Property detail with every source advert (/properties/{id})",
  parishes: "Parishes and towns (/parishes, /towns)",
  changes: "Change feed (/changes) to keep a copy in sync",
  stats: "Market statistics (/stats)",
};

export function quotaText(plan: Plan): string {
  const p = PLANS[plan];
  if (p.quota === null) return "Unlimited requests (custom volume)";
  return `${p.quota.toLocaleString("en")} requests per ${p.quotaWindow === "day" ? "day" : "month"}`;
}

export function priceText(plan: Plan): string {
  const eur = PLANS[plan].priceEurPerMonth;
  if (eur === null) return "Contact us";
  return eur === 0 ? "€0" : `€${eur}`;
}

export function planFeatures(plan: Plan): string[] {
  const p = PLANS[plan];
  const endpoints = p.endpoints.filter((e) => e !== "towns").map((e) => ENDPOINT_LABELS[e] ?? e);
  return [
    quotaText(plan),
    `${p.ratePerMinute} requests per minute`,
    `Up to ${p.maxRows} rows per request`,
    ...endpoints,
    ...(p.priceHistory ? ["Price history of every advert"] : []),
    ...(p.webhooks ? ["Webhooks: property changes pushed to your endpoint"] : []),
  ];
}
