"use client";
// Ask for a reset link. The answer is the same whether or not the address has an account.
import { useState } from "react";
import { useT } from "@/lib/i18n/client";
import { forgotPasswordAction } from "@/lib/portal/actions/forgot-password";
import { FormField } from "./form-field";
import { FormMessage } from "./form-message";
import { useFormAction } from "./use-form-action";

export function ForgotPasswordForm() {
  const t = useT();
  const [success, setSuccess] = useState<string>();
  const { pending, error, run } = useFormAction();

  async function onSubmit(e: React.FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const email = String(new FormData(e.currentTarget).get("email") ?? "");
    await run(async () => {
      const res = await forgotPasswordAction(email);
      if (!res.ok) return res;
      setSuccess(res.message);
    });
  }

  return (
    <form onSubmit={onSubmit} className="space-y-4" noValidate>
      <FormMessage error={error?.message} success={success} />
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
