import type { Metadata } from "next";
import Link from "next/link";
import { AccountNav } from "@/components/portal/account-nav";
import { VerifyEmailNotice } from "@/components/portal/verify-email-notice";
import { PLANS } from "@/lib/plans";
import { listAccountKeys } from "@/lib/auth/account-keys";
import { requireUser } from "@/lib/auth/session";
import { billingErrorMessage } from "@/lib/billing/error-codes";
import { CHECKOUT_PLANS } from "@/lib/billing/prices";
import { isBillingConfigured } from "@/lib/billing/stripe-client";

export const metadata: Metadata = { title: "Billing" };
export const dynamic = "force-dynamic";

type Search = Promise<Record<string, string | string[] | undefined>>;
const LIVE = new Set(["active", "trialing", "past_due", "incomplete"]);

export default async function BillingPage({ searchParams }: { searchParams: Search }) {
  const user = await requireUser("/account/billing");
  const params = await searchParams;
  const configured = isBillingConfigured();
  const keys = (await listAccountKeys(user.id)).filter((k) => !k.revokedAt);
  const error = billingErrorMessage(params.error); // a known code only, never the text given
  return (
    <div lang="en">
      <AccountNav current="/account/billing" email={user.email} admin={user.role === "admin"} />
      <h1 className="mb-4 text-2xl font-bold tracking-tight">Billing</h1>
      {params.checkout === "success" && (
        <p role="status" className="mb-4 rounded-md border border-brand-600 bg-brand-50 px-3 py-2">
          Payment received. The key&apos;s new plan applies within a few seconds.
        </p>
      )}
      {params.checkout === "cancelled" && (
        <p role="status" className="mb-4">
          Checkout cancelled: nothing was charged.
        </p>
      )}
      {error && (
        <p role="alert" className="mb-4 rounded-md border border-red-300 bg-red-50 px-3 py-2 font-medium text-red-800">
          {error}
        </p>
      )}
      {!user.emailVerified && (
        <div className="mb-6">
          <VerifyEmailNotice email={user.email} />
        </div>
      )}
      {!configured ? (
        <p className="rounded-md border border-slate-300 bg-slate-50 p-4" data-testid="billing-off">
          Paid plans are not available on this installation: it takes no payments. Every key works on the free plan; for
          more requests or data,{" "}
          <Link href="/enterprise" className="font-medium text-brand-700 underline">
            contact us about Enterprise
          </Link>{" "}
          and we will set up your key.
        </p>
      ) : (
        <>
          <p className="mb-4 text-slate-700">
            Each key has its own plan. Upgrading opens Stripe Checkout; changing plan, payment details or cancelling is
            done in the Stripe customer portal. See{" "}
            <Link href="/pricing" className="text-brand-700 underline">
              pricing
            </Link>
            .
          </p>
          {user.stripeCustomerId && (
            <form method="post" action="/api/billing/portal" className="mb-6">
              <button
                type="submit"
                className="rounded-md border border-slate-400 px-4 py-2 font-medium hover:bg-slate-50"
              >
                Manage subscriptions in Stripe
              </button>
            </form>
          )}
          {keys.length === 0 && (
            <p>
              Create a key first on the{" "}
              <Link href="/account/keys" className="text-brand-700 underline">
                keys page
              </Link>
              .
            </p>
          )}
          <ul className="space-y-4">
            {keys.map((k) => (
              <li
                key={k.id}
                data-testid="billing-key"
                data-prefix={k.prefix}
                className="rounded-lg border border-slate-200 p-4"
              >
                <p className="font-medium">
                  {k.name} <span className="font-mono text-sm text-slate-600">{k.prefix}…</span>
                </p>
                <p className="text-sm text-slate-700">
                  Plan: <strong data-testid="billing-plan">{PLANS[k.plan].name}</strong>
                  {k.stripeStatus && <> · subscription {k.stripeStatus.replace("_", " ")}</>}
                </p>
                {k.plan === "enterprise" || !user.emailVerified ? null : k.stripeSubscriptionId &&
                  LIVE.has(k.stripeStatus ?? "") ? (
                  <p className="mt-2 text-sm">Change or cancel this subscription in the Stripe portal above.</p>
                ) : (
                  <div className="mt-3 flex flex-wrap gap-3">
                    {CHECKOUT_PLANS.map((p) => (
                      <form key={p} method="post" action="/api/billing/checkout">
                        <input type="hidden" name="keyId" value={k.id} />
                        <input type="hidden" name="plan" value={p} />
                        <button
                          type="submit"
                          className="rounded-md bg-brand-700 px-3 py-1.5 text-sm font-medium text-white hover:bg-brand-900"
                        >
                          Upgrade to {PLANS[p].name} — €{PLANS[p].priceEurPerMonth}/month
                          <span className="sr-only"> for {k.prefix}</span>
                        </button>
                      </form>
                    ))}
                  </div>
                )}
              </li>
            ))}
          </ul>
        </>
      )}
      <p className="mt-8 text-sm text-slate-700">
        Need more than Pro?{" "}
        <Link href="/enterprise" className="text-brand-700 underline">
          Ask about Enterprise
        </Link>
        .
      </p>
    </div>
  );
}
