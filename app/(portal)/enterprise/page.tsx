import type { Metadata } from "next";
import { EnterpriseForm } from "@/components/portal/enterprise-form";
import { planFeatures } from "@/lib/portal/plan-features";
import { getI18n } from "@/lib/i18n/server";
import { currentUser } from "@/lib/auth/session";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getI18n()).t("plans.enterprise.metaTitle") };
}
export const dynamic = "force-dynamic";

export default async function EnterprisePage() {
  const user = await currentUser();
  const { locale, t } = await getI18n();
  const features = planFeatures("enterprise", t, locale).slice(0, 3).join(", ").toLocaleLowerCase(locale);
  return (
    <div className="space-y-6">
      <h1 className="text-3xl font-bold tracking-tight">{t("plans.enterprise.title")}</h1>
      <p className="max-w-2xl text-slate-700">{t("plans.enterprise.lead", { features })}</p>
      <EnterpriseForm email={user?.email ?? undefined} name={user?.name ?? undefined} />
    </div>
  );
}
