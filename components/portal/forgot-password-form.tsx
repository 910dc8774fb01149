"use client";
// Ask for a reset link. The answer is the same whether or not the address has an account.
import { useState } from "react";
import { useT } from "@/lib/i18n/client";
import { forgotPasswordAction } from "@/lib/portal/actions/forgot-password";
import { FormField } from "./form-field";
import { FormMessage } from "./form-message";

export function ForgotPasswordForm() {
  const t = useT();
  const [result, setResult] = useState<{ error?: string; success?: string }>({});
  const [pending, setPending] = useState(false);

  async function onSubmit(e: React.FormEvent<HTMLFormElement>) {
    e.preventDefault();
    setPending(true);
    const res = await forgotPasswordAction(String(new FormData(e.currentTarget).get("email") ?? ""));
    setPending(false);
    setResult(res.ok ? { success: res.message } : { error: res.error });
  }

  return (
    <form onSubmit={onSubmit} className="space-y-4" noValidate>
      <FormMessage {...result} />
      <FormField label={t("auth.email")} name="email" type="email" autoComplete="email" required />
      <button
        type="submit"
        disabled={pending}
        className="w-full rounded-md bg-brand-700 px-4 py-2 font-medium text-white hover:bg-brand-900 disabled:opacity-60"
      >
        {pending ? t("auth.sending") : t("auth.forgot.submit")}
      </button>
    </form>
  );
}
