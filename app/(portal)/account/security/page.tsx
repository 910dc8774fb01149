import type { Metadata } from "next";
import Link from "next/link";
import { AccountNav } from "@/components/portal/account-nav";
import { ChangePasswordForm } from "@/components/portal/change-password-form";
import { SignOutEverywhere } from "@/components/portal/sign-out-everywhere";
import { securityFacts } from "@/lib/auth/account-security";
import { PASSWORD_MIN_LENGTH } from "@/lib/auth/password";
import { requireUser } from "@/lib/auth/session";

export const metadata: Metadata = { title: "Security" };
export const dynamic = "force-dynamic";

export default async function SecurityPage() {
  const user = await requireUser("/account/security");
  const facts = await securityFacts(user.id);
  return (
    <div lang="en">
      <AccountNav current="/account/security" email={user.email} admin={user.role === "admin"} />
      <h1 className="mb-6 text-2xl font-bold tracking-tight">Security</h1>
      <div className="max-w-lg space-y-10">
        <section aria-labelledby="change-password-heading" className="space-y-3">
          <h2 id="change-password-heading" className="text-lg font-semibold">
            Change password
          </h2>
          {facts.hasPassword ? (
            <ChangePasswordForm minPassword={PASSWORD_MIN_LENGTH} />
          ) : (
            <p className="text-slate-700">
              Your account has no password: you sign in{" "}
              {facts.providers.length ? `with ${facts.providers.join(" or ")}` : "by email link"}. To add one, use{" "}
              <Link href="/forgot-password" className="text-brand-700 underline">
                Forgot your password?
              </Link>
            </p>
          )}
        </section>
        <section aria-labelledby="sessions-heading" className="space-y-3">
          <h2 id="sessions-heading" className="text-lg font-semibold">
            Sessions
          </h2>
          <p className="text-slate-700">
            Signed in on a computer you no longer use, or not sure? End every session of this account, this one
            included.
          </p>
          <SignOutEverywhere />
        </section>
        <section aria-labelledby="delete-heading" className="space-y-3">
          <h2 id="delete-heading" className="text-lg font-semibold">
            Delete account
          </h2>
          <p className="text-slate-700">
            Revokes your keys, cancels your subscriptions and erases your personal data.{" "}
            <Link href="/account/security/delete" className="font-medium text-red-800 underline">
              Delete my account…
            </Link>
          </p>
        </section>
      </div>
    </div>
  );
}
