import type { Metadata } from "next";
import Link from "next/link";
import { AccountNav } from "@/components/portal/account-nav";
import { VerifyEmailNotice } from "@/components/portal/verify-email-notice";
import { mailGoesToLog } from "@/lib/auth/mailer";
import { PLANS } from "@/lib/plans";
import { listAccountKeys } from "@/lib/auth/account-keys";
import { requireUser } from "@/lib/auth/session";
import { knownBillingErrorCode } from "@/lib/billing/error-codes";
import { CHECKOUT_PLANS } from "@/lib/billing/prices";
import { isBillingConfigured } from "@/lib/billing/stripe-client";
import { getI18n } from "@/lib/i18n/server";
import { euros, planName } from "@/lib/portal/plan-features";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getI18n()).t("plans.billing.title") };
}
export const dynamic = "force-dynamic";

type Search = Promise<Record<string, string | string[] | undefined>>;
const LIVE = new Set(["active", "trialing", "past_due", "incomplete"]);
const STATUSES = [
  "active",
  "trialing",
  "past_due",
  "incomplete",
  "incomplete_expired",
  "canceled",
  "unpaid",
  "paused",
] as const;
const knownStatus = (s: string): s is (typeof STATUSES)[number] => (STATUSES as readonly string[]).includes(s);

export default async function BillingPage({ searchParams }: { searchParams: Search }) {
  const user = await requireUser("/account/billing");
  const params = await searchParams;
  const configured = isBillingConfigured();
  const keys = (await listAccountKeys(user.id)).filter((k) => !k.revokedAt);
  const errorCode = knownBillingErrorCode(params.error); // a known code only, never the text given
  const { locale, t } = await getI18n();
  const link = (href: string) => (chunks: React.ReactNode) => (
    <Link href={href} className="text-brand-700 underline">
      {chunks}
    </Link>
  );
  return (
    <div>
      <AccountNav current="/account/billing" email={user.email} admin={user.role === "admin"} />
      <h1 className="mb-4 text-2xl font-bold tracking-tight">{t("plans.billing.title")}</h1>
      {params.checkout === "success" && (
        <p role="status" className="mb-4 rounded-md border border-brand-600 bg-brand-50 px-3 py-2">
          {t("plans.billing.paid")}
        </p>
      )}
      {params.checkout === "cancelled" && (
        <p role="status" className="mb-4">
          {t("plans.billing.cancelled")}
        </p>
      )}
      {errorCode && (
        <p role="alert" className="mb-4 rounded-md border border-red-300 bg-red-50 px-3 py-2 font-medium text-red-800">
          {t(`plans.billing.errors.${errorCode}`)}
        </p>
      )}
      {!user.emailVerified && (
        <div className="mb-6">
          <VerifyEmailNotice email={user.email} mailToLog={mailGoesToLog()} />
        </div>
      )}
      {!configured ? (
        <p className="rounded-md border border-slate-300 bg-slate-50 p-4" data-testid="billing-off">
          {t.rich("plans.paidOff", { link: link("/enterprise") })}
        </p>
      ) : (
        <>
          <p className="mb-4 text-slate-700">{t.rich("plans.billing.lead", { link: link("/pricing") })}</p>
          {user.stripeCustomerId && (
            <form method="post" action="/api/billing/portal" className="mb-6">
              <button
                type="submit"
                className="rounded-md border border-slate-400 px-4 py-2 font-medium hover:bg-slate-50"
              >
                {t("plans.billing.manage")}
              </button>
            </form>
          )}
          {keys.length === 0 && <p>{t.rich("plans.billing.createFirst", { link: link("/account/keys") })}</p>}
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
                  {t("plans.billing.plan")}
                  <strong data-testid="billing-plan">{planName(k.plan, t)}</strong>
                  {k.stripeStatus &&
                    t("plans.billing.subscription", {
                      status: knownStatus(k.stripeStatus)
                        ? t(`plans.billing.status.${k.stripeStatus}`)
                        : t("plans.billing.status.other", { status: k.stripeStatus }),
                    })}
                </p>
                {k.plan === "enterprise" || !user.emailVerified ? null : k.stripeSubscriptionId &&
                  LIVE.has(k.stripeStatus ?? "") ? (
                  <p className="mt-2 text-sm">{t("plans.billing.changeInPortal")}</p>
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
                          {t("plans.billing.upgrade", {
                            plan: planName(p, t),
                            price: euros(PLANS[p].priceEurPerMonth ?? 0, locale),
                          })}
                          <span className="sr-only">{t("plans.billing.upgradeFor", { prefix: k.prefix })}</span>
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
        {t.rich("plans.billing.moreThanPro", { link: link("/enterprise") })}
      </p>
    </div>
  );
}
