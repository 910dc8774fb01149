import type { Metadata } from "next";
import { AccountNav } from "@/components/portal/account-nav";
import { DeleteAccountForm } from "@/components/portal/delete-account-form";
import { securityFacts } from "@/lib/auth/account-security";
import { requireUser } from "@/lib/auth/session";
import { getI18n } from "@/lib/i18n/server";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getI18n()).t("account.security.deleteHeading") };
}
export const dynamic = "force-dynamic";

export default async function DeleteAccountPage() {
  const user = await requireUser("/account/security/delete");
  const facts = await securityFacts(user.id);
  const { t } = await getI18n();
  return (
    <div>
      <AccountNav current="/account/security" email={user.email} admin={user.role === "admin"} />
      <h1 className="mb-4 text-2xl font-bold tracking-tight">{t("account.delete.title")}</h1>
      <div className="max-w-lg space-y-4 text-slate-800">
        <p>{t("account.delete.intro")}</p>
        <ul className="list-disc space-y-1 pl-6">
          <li>{t("account.delete.keys")}</li>
          <li>{t("account.delete.subscriptions")}</li>
          <li>{t("account.delete.personal")}</li>
          <li>{t("account.delete.counts")}</li>
        </ul>
        <p>{t("account.delete.outro")}</p>
        <DeleteAccountForm email={user.email ?? ""} hasPassword={facts.hasPassword} paidKeys={facts.paidKeys} />
      </div>
    </div>
  );
}
