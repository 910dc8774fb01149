import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { safeCallbackUrl } from "@/lib/portal/safe-callback";
import { SignUpForm } from "@/components/portal/sign-up-form";
import { PASSWORD_MIN_LENGTH } from "@/lib/auth/password";
import { currentUser } from "@/lib/auth/session";

export const metadata: Metadata = { title: "Create an account" };
export const dynamic = "force-dynamic";

type Search = Promise<Record<string, string | string[] | undefined>>;

export default async function SignUpPage({ searchParams }: { searchParams: Search }) {
  const callbackUrl = safeCallbackUrl((await searchParams).callbackUrl);
  if (await currentUser()) redirect(callbackUrl);
  return (
    <div lang="en" className="mx-auto max-w-sm space-y-6">
      <h1 className="text-2xl font-bold tracking-tight">Create your Llar account</h1>
      <p className="text-slate-700">
        Get a free API key in a minute: 100 requests a day, no card needed. We email you a link to confirm your address
        first.
      </p>
      <SignUpForm callbackUrl={callbackUrl} minPassword={PASSWORD_MIN_LENGTH} />
    </div>
  );
}
