import type { Metadata } from "next";
import Link from "next/link";
import { planFeatures, priceText } from "@/lib/portal/plan-features";
import { PLANS, PLAN_IDS } from "@/lib/plans";
import { isBillingConfigured } from "@/lib/billing/stripe-client";

export const metadata: Metadata = { title: "API pricing", description: "Plans and prices of the Llar API." };

// Whether paid plans can be bought depends on this server's Stripe keys, read per request.
export const dynamic = "force-dynamic";

export default function PricingPage() {
  const payable = isBillingConfigured();
  return (
    <div lang="en" className="space-y-8">
      <header className="space-y-2">
        <h1 className="text-3xl font-bold tracking-tight">API plans and pricing</h1>
        <p className="max-w-2xl text-slate-700">
          Every home for sale or rent in Andorra, one record per property, from every portal and agency. Start free;
          each key has its own plan, billed monthly through Stripe, cancel any time. No overage charges: past the quota,
          requests get 429 until the window resets.
        </p>
      </header>
      {!payable ? (
        <p
          role="status"
          className="rounded-md border border-amber-300 bg-amber-50 p-4 text-amber-950"
          data-testid="paid-plans-off"
        >
          Paid plans are not available on this installation: it takes no payments. Every key works on the free plan; for
          more requests or data,{" "}
          <Link href="/enterprise" className="font-medium underline">
            contact us about Enterprise
          </Link>{" "}
          and we will set up your key.
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
              <h2 className="text-xl font-semibold">{plan.name}</h2>
              <p className="mt-2">
                <span className="text-3xl font-bold">{priceText(id)}</span>
                {plan.priceEurPerMonth !== null && <span className="text-slate-700"> / month</span>}
              </p>
              <ul className="mt-4 flex-1 space-y-2 text-sm text-slate-800">
                {planFeatures(id).map((f) => (
                  <li key={f}>✓ {f}</li>
                ))}
              </ul>
              <div className="mt-5">
                {id === "enterprise" ? (
                  <Link
                    href="/enterprise"
                    className="block rounded-md border border-slate-400 px-4 py-2 text-center font-medium no-underline hover:bg-slate-50"
                  >
                    Contact us
                  </Link>
                ) : id === "free" ? (
                  <Link
                    href="/signup"
                    className="block rounded-md border border-slate-400 px-4 py-2 text-center font-medium no-underline hover:bg-slate-50"
                  >
                    Get a free key
                  </Link>
                ) : !payable ? (
                  <Link
                    href="/enterprise"
                    className="block rounded-md border border-slate-400 px-4 py-2 text-center font-medium no-underline hover:bg-slate-50"
                  >
                    Contact us
                  </Link>
                ) : (
                  <Link
                    href="/account/billing"
                    className="block rounded-md bg-brand-700 px-4 py-2 text-center font-medium text-white no-underline hover:bg-brand-900"
                  >
                    Choose {plan.name}
                  </Link>
                )}
              </div>
            </li>
          );
        })}
      </ul>
      <p className="text-sm text-slate-700">
        Prices in euros, VAT as applicable. Quotas reset at midnight UTC (free) or on the first of the month UTC (paid).
        Usage terms and details in the{" "}
        <Link href="/docs/guides/plans" className="text-brand-700 underline">
          authentication and plans guide
        </Link>
        .
      </p>
    </div>
  );
}
