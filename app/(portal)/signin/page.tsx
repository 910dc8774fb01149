import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { SignInForm } from "@/components/portal/sign-in-form";
import { safeCallbackUrl } from "@/lib/portal/safe-callback";
import { enabledSignInMethods } from "@/lib/auth/providers";
import { currentUser } from "@/lib/auth/session";
import { getI18n } from "@/lib/i18n/server";

export async function generateMetadata(): Promise<Metadata> {
  const { t } = await getI18n();
  return { title: t("auth.signIn.metaTitle") };
}

export const dynamic = "force-dynamic";

// next-auth's error codes (?error=...) in words a person can act on (auth.signIn.errors).
const ERRORS = [
  "OAuthAccountNotLinked",
  "Verification",
  "SessionRequired",
  "CredentialsSignin",
  "EmailRateLimit",
] as const;
type ErrorCode = (typeof ERRORS)[number];
const isKnownError = (code: string): code is ErrorCode => (ERRORS as readonly string[]).includes(code);

type Search = Promise<Record<string, string | string[] | undefined>>;

export default async function SignInPage({ searchParams }: { searchParams: Search }) {
  const params = await searchParams;
  const callbackUrl = safeCallbackUrl(params.callbackUrl);
  if (await currentUser()) redirect(callbackUrl);
  const { t } = await getI18n();
  const code = typeof params.error === "string" ? params.error : undefined;
  const initialError = code
    ? t(isKnownError(code) ? `auth.signIn.errors.${code}` : "auth.signIn.errors.other")
    : undefined;
  // Where the account pages send people back to sign in, and what to tell them.
  const notice =
    params.reset === "done"
      ? t("auth.signIn.notices.reset")
      : params.signedout
        ? t("auth.signIn.notices.signedout")
        : params.deleted
          ? t("auth.signIn.notices.deleted")
          : undefined;
  return (
    <div className="mx-auto max-w-sm space-y-6">
      <h1 className="text-2xl font-bold tracking-tight">{t("auth.signIn.title")}</h1>
      {notice && (
        <p role="status" className="rounded-md border border-brand-600 bg-brand-50 px-3 py-2">
          {notice}
        </p>
      )}
      {params.check === "email" ? (
        <p role="status">{t("auth.signIn.checkInbox")}</p>
      ) : (
        <SignInForm callbackUrl={callbackUrl} methods={enabledSignInMethods()} initialError={initialError} />
      )}
    </div>
  );
}
