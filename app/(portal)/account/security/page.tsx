import type { Metadata } from "next";
import Link from "next/link";
import { AccountNav } from "@/components/portal/account-nav";
import { ChangePasswordForm } from "@/components/portal/change-password-form";
import { SignOutEverywhere } from "@/components/portal/sign-out-everywhere";
import { securityFacts } from "@/lib/auth/account-security";
import { PASSWORD_MIN_LENGTH } from "@/lib/auth/password";
import { requireUser } from "@/lib/auth/session";
import { getI18n } from "@/lib/i18n/server";
import { INTL_TAGS } from "@/lib/i18n/locales";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getI18n()).t("account.security.title") };
}
export const dynamic = "force-dynamic";

export default async function SecurityPage() {
  const user = await requireUser("/account/security");
  const facts = await securityFacts(user.id);
  const { locale, t } = await getI18n();
  const providers = new Intl.ListFormat(INTL_TAGS[locale], { type: "disjunction" }).format(facts.providers);
  return (
    <div>
      <AccountNav current="/account/security" email={user.email} admin={user.role === "admin"} />
      <h1 className="mb-6 text-2xl font-bold tracking-tight">{t("account.security.title")}</h1>
      <div className="max-w-lg space-y-10">
        <section aria-labelledby="change-password-heading" className="space-y-3">
          <h2 id="change-password-heading" className="text-lg font-semibold">
            {t("account.security.changePassword")}
          </h2>
          {facts.hasPassword ? (
            <ChangePasswordForm minPassword={PASSWORD_MIN_LENGTH} />
          ) : (
            <p className="text-slate-700">
              {facts.providers.length
                ? t("account.security.noPasswordWith", { providers })
                : t("account.security.noPasswordLink")}{" "}
              <Link href="/forgot-password" className="text-brand-700 underline">
                {t("auth.signIn.forgot")}
              </Link>
            </p>
          )}
        </section>
        <section aria-labelledby="sessions-heading" className="space-y-3">
          <h2 id="sessions-heading" className="text-lg font-semibold">
            {t("account.security.sessions")}
          </h2>
          <p className="text-slate-700">{t("account.security.sessionsText")}</p>
          <SignOutEverywhere />
        </section>
        <section aria-labelledby="delete-heading" className="space-y-3">
          <h2 id="delete-heading" className="text-lg font-semibold">
            {t("account.security.deleteHeading")}
          </h2>
          <p className="text-slate-700">
            {t("account.security.deleteText")}{" "}
            <Link href="/account/security/delete" className="font-medium text-red-800 underline">
              {t("account.security.deleteLink")}
            </Link>
          </p>
        </section>
      </div>
    </div>
  );
}
