import type { Metadata } from "next";
import { AccountNav } from "@/components/portal/account-nav";
import { CreateKeyForm } from "@/components/portal/create-key-form";
import { formatDate, formatDateTime } from "@/lib/portal/format";
import { KeyActions } from "@/components/portal/key-actions";
import { QuotaBar } from "@/components/portal/quota-bar";
import { VerifyEmailNotice } from "@/components/portal/verify-email-notice";
import { PLANS } from "@/lib/plans";
import { listAccountKeys } from "@/lib/auth/account-keys";
import { requireUser } from "@/lib/auth/session";

export const metadata: Metadata = { title: "API keys" };
export const dynamic = "force-dynamic";

export default async function KeysPage() {
  const user = await requireUser("/account/keys");
  const keys = await listAccountKeys(user.id);
  const live = keys.filter((k) => !k.revokedAt);
  const revoked = keys.filter((k) => k.revokedAt);
  return (
    <div lang="en">
      <AccountNav current="/account/keys" email={user.email} admin={user.role === "admin"} />
      <h1 className="mb-4 text-2xl font-bold tracking-tight">API keys</h1>
      {user.emailVerified ? <CreateKeyForm /> : <VerifyEmailNotice email={user.email} />}
      <section aria-labelledby="keys-heading" className="mt-8">
        <h2 id="keys-heading" className="mb-3 text-lg font-semibold">
          Your keys
        </h2>
        {live.length === 0 ? (
          <p className="text-slate-700">
            No active keys yet. Create one above, then read the{" "}
            <a href="/docs" className="text-brand-700 underline">
              quick start
            </a>
            .
          </p>
        ) : (
          <div className="overflow-x-auto">
            <table className="w-full text-left text-sm">
              <thead className="border-b border-slate-300 text-slate-700">
                <tr>
                  <th scope="col" className="py-2 pr-4">
                    Name
                  </th>
                  <th scope="col" className="py-2 pr-4">
                    Key
                  </th>
                  <th scope="col" className="py-2 pr-4">
                    Plan
                  </th>
                  <th scope="col" className="py-2 pr-4">
                    Created
                  </th>
                  <th scope="col" className="py-2 pr-4">
                    Last used
                  </th>
                  <th scope="col" className="py-2 pr-4">
                    Quota this window
                  </th>
                  <th scope="col" className="py-2">
                    <span className="sr-only">Actions</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {live.map((k) => (
                  <tr
                    key={k.id}
                    data-testid="key-row"
                    data-prefix={k.prefix}
                    className="border-b border-slate-100 align-top"
                  >
                    <td className="py-3 pr-4 font-medium">{k.name}</td>
                    <td className="py-3 pr-4 font-mono">{k.prefix}…</td>
                    <td className="py-3 pr-4" data-testid="key-plan">
                      {PLANS[k.plan].name}
                    </td>
                    <td className="py-3 pr-4">{formatDate(k.createdAt)}</td>
                    <td className="py-3 pr-4">{formatDateTime(k.lastUsedAt)}</td>
                    <td className="py-3 pr-4">
                      <QuotaBar used={k.used} quota={k.quota} label={`Quota used by ${k.prefix}`} />
                      {k.resetsAt && <p className="text-xs text-slate-600">resets {formatDateTime(k.resetsAt)}</p>}
                    </td>
                    <td className="py-3">
                      <KeyActions
                        id={k.id}
                        name={k.name}
                        prefix={k.prefix}
                        paid={Boolean(k.stripeSubscriptionId && k.plan !== "free")}
                      />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
      {revoked.length > 0 && (
        <section aria-labelledby="revoked-heading" className="mt-8">
          <h2 id="revoked-heading" className="mb-2 text-lg font-semibold">
            Revoked keys
          </h2>
          <ul className="space-y-1 text-sm text-slate-700">
            {revoked.map((k) => (
              <li key={k.id}>
                <span className="font-mono">{k.prefix}…</span> {k.name} — revoked {formatDateTime(k.revokedAt)}
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
