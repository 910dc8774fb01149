import type { Metadata } from "next";
import Link from "next/link";
import { ResetPasswordForm } from "@/components/portal/reset-password-form";
import { TOKEN_PROBLEMS, checkAccountToken } from "@/lib/auth/account-tokens";
import { getI18n } from "@/lib/i18n/server";
import { PASSWORD_MIN_LENGTH } from "@/lib/auth/password";

export async function generateMetadata(): Promise<Metadata> {
  const { t } = await getI18n();
  return { title: t("auth.reset.title") };
}
export const dynamic = "force-dynamic";

type Search = Promise<Record<string, string | string[] | undefined>>;

export default async function ResetPasswordPage({ searchParams }: { searchParams: Search }) {
  const token = (await searchParams).token;
  // Checked (not spent) here, so a dead link says so before anyone types a password.
  const check = await checkAccountToken("reset_password", token);
  const { t } = await getI18n();
  return (
    <div className="mx-auto max-w-sm space-y-6">
      <h1 className="text-2xl font-bold tracking-tight">{t("auth.reset.title")}</h1>
      {check.ok ? (
        <ResetPasswordForm token={token as string} minPassword={PASSWORD_MIN_LENGTH} />
      ) : (
        <>
          <p role="alert" className="rounded-md border border-red-300 bg-red-50 px-3 py-2 font-medium text-red-800">
            {t(`errors.${TOKEN_PROBLEMS[check.reason]}`)}
          </p>
          <Link href="/forgot-password" className="inline-block font-medium text-brand-700 underline">
            {t("auth.reset.newLink")}
          </Link>
        </>
      )}
    </div>
  );
}
