"use client";
// Shown instead of key creation and upgrades until the address is confirmed: why, and a
// button that sends the link again.
import { useState } from "react";
import { resendVerificationAction } from "@/lib/portal/actions/verify-email";
import { FormMessage } from "./form-message";

export function VerifyEmailNotice({ email }: { email: string | null }) {
  const [result, setResult] = useState<{ error?: string; success?: string }>({});
  const [pending, setPending] = useState(false);

  async function resend() {
    setPending(true);
    const res = await resendVerificationAction();
    setPending(false);
    setResult(res.ok ? { success: res.message } : { error: res.error });
  }

  return (
    <section
      aria-labelledby="verify-heading"
      data-testid="verify-email-notice"
      className="space-y-3 rounded-lg border border-amber-400 bg-amber-50 p-4"
    >
      <h2 id="verify-heading" className="text-lg font-semibold">
        Confirm your email address
      </h2>
      <p>
        We sent a link to <strong>{email}</strong>. Open it to confirm the address is yours: until then you can look
        around, but not create API keys or pay, so nobody can run up keys or bills in someone else&apos;s name.
      </p>
      <FormMessage {...result} />
      <button
        type="button"
        onClick={resend}
        disabled={pending}
        className="rounded-md border border-slate-500 bg-white px-4 py-2 font-medium hover:bg-slate-50 disabled:opacity-60"
      >
        {pending ? "Sending…" : "Resend verification email"}
      </button>
    </section>
  );
}
