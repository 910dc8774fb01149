import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { SignInForm } from "@/components/portal/sign-in-form";
import { safeCallbackUrl } from "@/lib/portal/safe-callback";
import { enabledSignInMethods } from "@/lib/auth/providers";
import { currentUser } from "@/lib/auth/session";

export const metadata: Metadata = { title: "Sign in" };
export const dynamic = "force-dynamic";

// next-auth's error codes (?error=...) in words a person can act on.
const ERRORS: Record<string, string> = {
  OAuthAccountNotLinked:
    "This email already has an account with another sign-in method. Sign in the way you did before.",
  Verification: "That sign-in link has expired or was already used. Ask for a new one.",
  SessionRequired: "Sign in to see that page.",
  CredentialsSignin: "Wrong email or password.",
  EmailRateLimit: "Too many sign-in links were asked for. Wait an hour, or sign in with your password.",
};

// Where the account pages send people back to sign in, and what to tell them.
const NOTICES: Record<string, string> = {
  reset: "Your password was changed. Sign in with the new one.",
  signedout: "You were signed out everywhere. Sign in again here.",
  deleted: "Your account was deleted. We emailed you a confirmation.",
};

type Search = Promise<Record<string, string | string[] | undefined>>;

export default async function SignInPage({ searchParams }: { searchParams: Search }) {
  const params = await searchParams;
  const callbackUrl = safeCallbackUrl(params.callbackUrl);
  if (await currentUser()) redirect(callbackUrl);
  const code = typeof params.error === "string" ? params.error : undefined;
  const initialError = code ? (ERRORS[code] ?? "Sign-in failed. Try again.") : undefined;
  const notice =
    params.reset === "done"
      ? NOTICES.reset
      : params.signedout
        ? NOTICES.signedout
        : params.deleted
          ? NOTICES.deleted
          : undefined;
  return (
    <div lang="en" className="mx-auto max-w-sm space-y-6">
      <h1 className="text-2xl font-bold tracking-tight">Sign in to Llar</h1>
      {notice && (
        <p role="status" className="rounded-md border border-brand-600 bg-brand-50 px-3 py-2">
          {notice}
        </p>
      )}
      {params.check === "email" ? (
        <p role="status">Check your inbox: we sent you a sign-in link.</p>
      ) : (
        <SignInForm callbackUrl={callbackUrl} methods={enabledSignInMethods()} initialError={initialError} />
      )}
    </div>
  );
}
