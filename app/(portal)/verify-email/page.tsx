import type { Metadata } from "next";
import Link from "next/link";
import { VerifyEmailForm } from "@/components/portal/verify-email-form";
import { TOKEN_PROBLEMS, checkAccountToken } from "@/lib/auth/account-tokens";
import { getI18n } from "@/lib/i18n/server";

export async function generateMetadata(): Promise<Metadata> {
  const { t } = await getI18n();
  return { title: t("auth.verify.title") };
}
export const dynamic = "force-dynamic";

type Search = Promise<Record<string, string | string[] | undefined>>;

export default async function VerifyEmailPage({ searchParams }: { searchParams: Search }) {
  const token = (await searchParams).token;
  const check = await checkAccountToken("verify_email", token);
  const { t } = await getI18n();
  return (
    <div className="mx-auto max-w-sm space-y-6">
      <h1 className="text-2xl font-bold tracking-tight">{t("auth.verify.title")}</h1>
      {check.ok ? (
        <VerifyEmailForm token={token as string} />
      ) : (
        <>
          <p role="alert" className="rounded-md border border-red-300 bg-red-50 px-3 py-2 font-medium text-red-800">
            {t(`errors.${TOKEN_PROBLEMS[check.reason]}`)}
          </p>
          <p className="text-slate-700">
            {t.rich("auth.verify.resendHint", {
              link: (chunks) => (
                <Link href="/account/keys" className="text-brand-700 underline">
                  {chunks}
                </Link>
              ),
            })}
          </p>
        </>
      )}
    </div>
  );
}
