import type { Metadata } from "next";
import { AccountNav } from "@/components/portal/account-nav";
import { CreateKeyForm } from "@/components/portal/create-key-form";
import { portalFormat } from "@/lib/portal/format";
import { planName } from "@/lib/portal/plan-features";
import { KeyActions } from "@/components/portal/key-actions";
import { QuotaBar } from "@/components/portal/quota-bar";
import { VerifyEmailNotice } from "@/components/portal/verify-email-notice";
import { mailGoesToLog } from "@/lib/auth/mailer";
import { listAccountKeys } from "@/lib/auth/account-keys";
import { requireUser } from "@/lib/auth/session";
import { getI18n } from "@/lib/i18n/server";
import { ColumnHeads } from "@/components/portal/column-heads";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getI18n()).t("account.keys.title") };
}
export const dynamic = "force-dynamic";

export default async function KeysPage() {
  const user = await requireUser("/account/keys");
  const keys = await listAccountKeys(user.id);
  const live = keys.filter((k) => !k.revokedAt);
  const revoked = keys.filter((k) => k.revokedAt);
  const { locale, t } = await getI18n();
  const { date: formatDate, dateTime: formatDateTime } = portalFormat(locale);
  return (
    <div>
      <AccountNav current="/account/keys" email={user.email} admin={user.role === "admin"} />
      <h1 className="mb-4 text-2xl font-bold tracking-tight">{t("account.keys.title")}</h1>
      {user.emailVerified ? <CreateKeyForm /> : <VerifyEmailNotice email={user.email} mailToLog={mailGoesToLog()} />}
      <section aria-labelledby="keys-heading" className="mt-8">
        <h2 id="keys-heading" className="mb-3 text-lg font-semibold">
          {t("account.keys.yours")}
        </h2>
        {live.length === 0 ? (
          <p className="text-slate-700">
            {/* Before verification the form is replaced by the notice: nothing is "above". */}
            {t.rich(user.emailVerified ? "account.keys.none" : "account.keys.noneUnverified", {
              link: (chunks) => (
                <a href="/docs" className="text-brand-700 underline">
                  {chunks}
                </a>
              ),
            })}
          </p>
        ) : (
          <div className="overflow-x-auto">
            <table className="w-full text-left text-sm">
              <ColumnHeads
                labels={[
                  t("account.keys.name"),
                  t("account.keys.key"),
                  t("account.keys.plan"),
                  t("account.keys.created"),
                  t("account.keys.lastUsed"),
                  t("account.keys.quota"),
                ]}
                actions={t("account.keys.actions")}
              />
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
                      {planName(k.plan, t)}
                    </td>
                    <td className="py-3 pr-4">{formatDate(k.createdAt)}</td>
                    <td className="py-3 pr-4">{formatDateTime(k.lastUsedAt)}</td>
                    <td className="py-3 pr-4">
                      <QuotaBar used={k.used} quota={k.quota} prefix={k.prefix} />
                      {k.resetsAt && (
                        <p className="text-xs text-slate-600">
                          {t("account.quota.resets", { date: formatDateTime(k.resetsAt) })}
                        </p>
                      )}
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
            {t("account.keys.revokedTitle")}
          </h2>
          <ul className="space-y-1 text-sm text-slate-700">
            {revoked.map((k) => (
              <li key={k.id}>
                <span className="font-mono">{k.prefix}…</span> {k.name} —{" "}
                {t("account.keys.revokedOn", { date: formatDateTime(k.revokedAt) })}
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
