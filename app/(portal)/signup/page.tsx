import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { safeCallbackUrl } from "@/lib/portal/safe-callback";
import { SignUpForm } from "@/components/portal/sign-up-form";
import { PASSWORD_MIN_LENGTH } from "@/lib/auth/password";
import { currentUser } from "@/lib/auth/session";
import { getI18n } from "@/lib/i18n/server";

export async function generateMetadata(): Promise<Metadata> {
  const { t } = await getI18n();
  return { title: t("auth.signUp.metaTitle") };
}

export const dynamic = "force-dynamic";

type Search = Promise<Record<string, string | string[] | undefined>>;

export default async function SignUpPage({ searchParams }: { searchParams: Search }) {
  const callbackUrl = safeCallbackUrl((await searchParams).callbackUrl);
  if (await currentUser()) redirect(callbackUrl);
  const { t } = await getI18n();
  return (
    <div className="mx-auto max-w-sm space-y-6">
      <h1 className="text-2xl font-bold tracking-tight">{t("auth.signUp.title")}</h1>
      <p className="text-slate-700">{t("auth.signUp.lead")}</p>
      <SignUpForm callbackUrl={callbackUrl} minPassword={PASSWORD_MIN_LENGTH} />
    </div>
  );
}
