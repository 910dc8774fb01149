import type { Metadata } from "next";
import Link from "next/link";
import { planFeatures, planName, priceText } from "@/lib/portal/plan-features";
import { getI18n } from "@/lib/i18n/server";
import { PLANS, PLAN_IDS } from "@/lib/plans";
import { isBillingConfigured } from "@/lib/billing/stripe-client";

export async function generateMetadata(): Promise<Metadata> {
  const { t } = await getI18n();
  return { title: t("plans.pricing.metaTitle"), description: t("plans.pricing.metaDescription") };
}

// Whether paid plans can be bought depends on this server's Stripe keys, read per request.
export const dynamic = "force-dynamic";

export default async function PricingPage() {
  const payable = isBillingConfigured();
  const { locale, t } = await getI18n();
  return (
    <div className="space-y-8">
      <header className="space-y-2">
        <h1 className="text-3xl font-bold tracking-tight">{t("plans.pricing.title")}</h1>
        <p className="max-w-2xl text-slate-700">{t("plans.pricing.lead")}</p>
      </header>
      {!payable ? (
        <p
          role="status"
          className="rounded-md border border-amber-300 bg-amber-50 p-4 text-amber-950"
          data-testid="paid-plans-off"
        >
          {t.rich("plans.paidOff", {
            link: (chunks) => (
              <Link href="/enterprise" className="font-medium underline">
                {chunks}
              </Link>
            ),
          })}
        </p>
      ) : null}
      <ul className="grid gap-4 md:grid-cols-2 lg:grid-cols-4">
        {PLAN_IDS.map((id) => {
          const plan = PLANS[id];
          return (
            <li
              key={id}
              className={`flex flex-col rounded-lg border p-5 ${id === "pro" ? "border-brand-600 ring-2 ring-brand-600" : "border-slate-200"}`}
            >
              <h2 className="text-xl font-semibold">{planName(id, t)}</h2>
              <p className="mt-2">
                <span className="text-3xl font-bold">{priceText(id, t, locale)}</span>
                {plan.priceEurPerMonth !== null && (
                  <span className="text-slate-700">{t("plans.pricing.perMonth")}</span>
                )}
              </p>
              <ul className="mt-4 flex-1 space-y-2 text-sm text-slate-800">
                {planFeatures(id, t, locale).map((f) => (
                  <li key={f}>✓ {f}</li>
                ))}
              </ul>
              <div className="mt-5">
                {id === "enterprise" ? (
                  <Link
                    href="/enterprise"
                    className="block rounded-md border border-slate-400 px-4 py-2 text-center font-medium no-underline hover:bg-slate-50"
                  >
                    {t("plans.pricing.contact")}
                  </Link>
                ) : id === "free" ? (
                  <Link
                    href="/signup"
                    className="block rounded-md border border-slate-400 px-4 py-2 text-center font-medium no-underline hover:bg-slate-50"
                  >
                    {t("plans.pricing.getFree")}
                  </Link>
                ) : !payable ? (
                  <Link
                    href="/enterprise"
                    className="block rounded-md border border-slate-400 px-4 py-2 text-center font-medium no-underline hover:bg-slate-50"
                  >
                    {t("plans.pricing.contact")}
                  </Link>
                ) : (
                  <Link
                    href="/account/billing"
                    className="block rounded-md bg-brand-700 px-4 py-2 text-center font-medium text-white no-underline hover:bg-brand-900"
                  >
                    {t("plans.pricing.choose", { plan: planName(id, t) })}
                  </Link>
                )}
              </div>
            </li>
          );
        })}
      </ul>
      <p className="text-sm text-slate-700">
        {t.rich("plans.pricing.footnote", {
          link: (chunks) => (
            <Link href="/docs/guides/plans" className="text-brand-700 underline">
              {chunks}
            </Link>
          ),
        })}
      </p>
    </div>
  );
}
