// Plan facts in words, derived from the one plans table (lib/plans.ts), so /pricing
// and the docs can never disagree with what the API enforces.
import { INTL_TAGS, type Locale } from "@/lib/i18n/locales";
import type { Translator } from "@/lib/i18n/server";
import { PLANS, type Endpoint, type Plan } from "@/lib/plans";
import { portalFormat } from "./format";

/** The plan's name in the reader's language (Free is a word; the others are product names). */
export function planName(plan: Plan, t: Translator): string {
  return t(`plans.names.${plan}`);
}

export function priceText(plan: Plan, t: Translator, locale: Locale): string {
  const eur = PLANS[plan].priceEurPerMonth;
  if (eur === null) return t("plans.pricing.contact");
  return euros(eur, locale);
}

export function euros(amount: number, locale: Locale): string {
  return new Intl.NumberFormat(INTL_TAGS[locale], {
    style: "currency",
    currency: "EUR",
    maximumFractionDigits: 0,
  }).format(amount);
}

export function planFeatures(plan: Plan, t: Translator, locale: Locale): string[] {
  const p = PLANS[plan];
  const { count } = portalFormat(locale);
  // /towns is listed with /parishes.
  const endpoints = p.endpoints
    .filter((e): e is Exclude<Endpoint, "towns"> => e !== "towns")
    .map((e) => t(`plans.features.${e}`));
  return [
    p.quota === null
      ? t("plans.features.unlimited")
      : t("plans.features.quota", { quota: count(p.quota), window: p.quotaWindow }),
    t("plans.features.rate", { rate: count(p.ratePerMinute) }),
    t("plans.features.rows", { rows: count(p.maxRows) }),
    ...endpoints,
    ...(p.priceHistory ? [t("plans.features.priceHistory")] : []),
    ...(p.webhooks ? [t("plans.features.webhooks")] : []),
  ];
}
