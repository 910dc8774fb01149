import type { Metadata } from "next";
import { AccountNav } from "@/components/portal/account-nav";
import { formatDateTime } from "@/lib/portal/format";
import { QuotaBar } from "@/components/portal/quota-bar";
import { UsageChart } from "@/components/portal/usage-chart";
import { PLANS } from "@/lib/plans";
import { listAccountKeys } from "@/lib/auth/account-keys";
import { requireUser } from "@/lib/auth/session";
import { usageForUser } from "@/lib/auth/usage-report";
import { lastDays } from "@/lib/auth/usage-totals";

export const metadata: Metadata = { title: "Usage" };
export const dynamic = "force-dynamic";

export default async function UsagePage() {
  const user = await requireUser("/account/usage");
  const now = new Date();
  const [keys, rows] = await Promise.all([listAccountKeys(user.id, now), usageForUser(user.id, now)]);
  const live = keys.filter((k) => !k.revokedAt);
  const endpoints = [...new Set(rows.map((r) => r.endpoint))].sort();
  return (
    <div lang="en">
      <AccountNav current="/account/usage" email={user.email} admin={user.role === "admin"} />
      <h1 className="mb-4 text-2xl font-bold tracking-tight">Usage</h1>
      <section aria-labelledby="quota-heading" className="mb-8">
        <h2 id="quota-heading" className="mb-3 text-lg font-semibold">
          Quota in the current window
        </h2>
        {live.length === 0 ? (
          <p className="text-slate-700">No active keys.</p>
        ) : (
          <ul className="grid gap-4 sm:grid-cols-2">
            {live.map((k) => (
              <li key={k.id} className="rounded-lg border border-slate-200 p-3">
                <p className="font-medium">
                  {k.name} <span className="font-mono text-sm text-slate-600">{k.prefix}…</span>
                </p>
                <p className="mb-2 text-sm text-slate-700">
                  {PLANS[k.plan].name}:{" "}
                  {k.quota === null
                    ? "unlimited"
                    : `${k.quota.toLocaleString("en")} requests per ${PLANS[k.plan].quotaWindow === "day" ? "UTC day" : "UTC month"}`}
                  {k.resetsAt && <>, resets {formatDateTime(k.resetsAt)}</>}
                </p>
                <QuotaBar used={k.used} quota={k.quota} label={`Quota used by ${k.prefix}`} />
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="daily-heading">
        <h2 id="daily-heading" className="mb-3 text-lg font-semibold">
          Requests per day
        </h2>
        <UsageChart
          rows={rows}
          days={lastDays(now)}
          keys={keys.map((k) => ({ id: k.id, label: `${k.name} (${k.prefix}…)` }))}
          endpoints={endpoints}
        />
      </section>
    </div>
  );
}
