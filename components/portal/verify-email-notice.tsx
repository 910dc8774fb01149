"use client";
// Shown instead of key creation and upgrades until the address is confirmed: why, and a
// button that sends the link again.
import { useState } from "react";
import { useT } from "@/lib/i18n/client";
import { resendVerificationAction } from "@/lib/portal/actions/verify-email";
import { FormMessage } from "./form-message";
import { useFormAction } from "./use-form-action";

/** `mailToLog`: no mail server, the link was written to the server log (lib/auth/mailer.ts). */
export function VerifyEmailNotice({ email, mailToLog }: { email: string | null; mailToLog: boolean }) {
  const t = useT();
  const [success, setSuccess] = useState<string>();
  const { pending, error, run } = useFormAction();

  async function resend() {
    await run(async () => {
      const res = await resendVerificationAction();
      if (!res.ok) return res;
      setSuccess(res.message);
    });
  }

  return (
    <section
      aria-labelledby="verify-heading"
      data-testid="verify-email-notice"
      className="space-y-3 rounded-lg border border-amber-400 bg-amber-50 p-4"
    >
      <h2 id="verify-heading" className="text-lg font-semibold">
        {t("auth.verify.title")}
      </h2>
      <p>
        {t.rich(mailToLog ? "auth.verify.noticeLog" : "auth.verify.notice", {
          email: email ?? "",
          strong: (chunks) => <strong>{chunks}</strong>,
        })}
      </p>
      <FormMessage error={error?.message} success={success} />
      <button
        type="button"
        onClick={resend}
        disabled={pending}
        className="rounded-md border border-slate-500 bg-white px-4 py-2 font-medium hover:bg-slate-50 disabled:opacity-60"
      >
        {pending ? t("auth.sending") : t("auth.verify.resend")}
      </button>
    </section>
  );
}
