import type { Metadata } from "next";
import { AccountNav } from "@/components/portal/account-nav";
import { portalFormat } from "@/lib/portal/format";
import { planName } from "@/lib/portal/plan-features";
import { QuotaBar } from "@/components/portal/quota-bar";
import { UsageChart } from "@/components/portal/usage-chart";
import { PLANS } from "@/lib/plans";
import { listAccountKeys } from "@/lib/auth/account-keys";
import { requireUser } from "@/lib/auth/session";
import { getI18n } from "@/lib/i18n/server";
import { usageForUser } from "@/lib/auth/usage-report";
import { lastDays } from "@/lib/auth/usage-totals";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getI18n()).t("account.usage.title") };
}
export const dynamic = "force-dynamic";

export default async function UsagePage() {
  const user = await requireUser("/account/usage");
  const now = new Date();
  const [keys, rows] = await Promise.all([listAccountKeys(user.id, now), usageForUser(user.id, now)]);
  const live = keys.filter((k) => !k.revokedAt);
  const endpoints = [...new Set(rows.map((r) => r.endpoint))].sort();
  const { locale, t } = await getI18n();
  const { dateTime: formatDateTime, count } = portalFormat(locale);
  return (
    <div>
      <AccountNav current="/account/usage" email={user.email} admin={user.role === "admin"} />
      <h1 className="mb-4 text-2xl font-bold tracking-tight">{t("account.usage.title")}</h1>
      <section aria-labelledby="quota-heading" className="mb-8">
        <h2 id="quota-heading" className="mb-3 text-lg font-semibold">
          {t("account.usage.quotaHeading")}
        </h2>
        {live.length === 0 ? (
          <p className="text-slate-700">{t("account.usage.noKeys")}</p>
        ) : (
          <ul className="grid gap-4 sm:grid-cols-2">
            {live.map((k) => (
              <li key={k.id} className="rounded-lg border border-slate-200 p-3">
                <p className="font-medium">
                  {k.name} <span className="font-mono text-sm text-slate-600">{k.prefix}…</span>
                </p>
                <p className="mb-2 text-sm text-slate-700">
                  {planName(k.plan, t)}:{" "}
                  {k.quota === null
                    ? t("account.quota.unlimited")
                    : t("account.usage.perWindow", { quota: count(k.quota), window: PLANS[k.plan].quotaWindow })}
                  {k.resetsAt && <>, {t("account.quota.resets", { date: formatDateTime(k.resetsAt) })}</>}
                </p>
                <QuotaBar used={k.used} quota={k.quota} prefix={k.prefix} />
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="daily-heading">
        <h2 id="daily-heading" className="mb-3 text-lg font-semibold">
          {t("account.usage.dailyHeading")}
        </h2>
        <UsageChart
          locale={locale}
          rows={rows}
          days={lastDays(now)}
          keys={keys.map((k) => ({ id: k.id, label: `${k.name} (${k.prefix}…)` }))}
          endpoints={endpoints}
        />
      </section>
    </div>
  );
}
