import type { Metadata } from "next";
import Link from "next/link";
import { ForgotPasswordForm } from "@/components/portal/forgot-password-form";
import { getI18n } from "@/lib/i18n/server";

export async function generateMetadata(): Promise<Metadata> {
  const { t } = await getI18n();
  return { title: t("auth.forgot.title") };
}

export default async function ForgotPasswordPage() {
  const { t } = await getI18n();
  return (
    <div className="mx-auto max-w-sm space-y-6">
      <h1 className="text-2xl font-bold tracking-tight">{t("auth.forgot.title")}</h1>
      <p className="text-slate-700">{t("auth.forgot.lead")}</p>
      <ForgotPasswordForm />
      <p className="text-sm text-slate-700">
        {t("auth.forgot.remembered")}{" "}
        <Link href="/signin" className="font-medium text-brand-700 underline">
          {t("auth.signInLink")}
        </Link>
      </p>
    </div>
  );
}
