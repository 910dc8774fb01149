import type { Metadata } from "next";
import Link from "next/link";
import { ForgotPasswordForm } from "@/components/portal/forgot-password-form";

export const metadata: Metadata = { title: "Forgot your password?" };

export default function ForgotPasswordPage() {
  return (
    <div lang="en" className="mx-auto max-w-sm space-y-6">
      <h1 className="text-2xl font-bold tracking-tight">Forgot your password?</h1>
      <p className="text-slate-700">
        Enter your account&apos;s address: we will email it a link to choose a new password.
      </p>
      <ForgotPasswordForm />
      <p className="text-sm text-slate-700">
        Remembered it?{" "}
        <Link href="/signin" className="font-medium text-brand-700 underline">
          Sign in
        </Link>
      </p>
    </div>
  );
}
