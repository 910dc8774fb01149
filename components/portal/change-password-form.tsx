"use client";
// Change password with the current one. The change ends every session (session version),
// so this browser signs in again with the new password straight away.
import { signIn } from "next-auth/react";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { useT } from "@/lib/i18n/client";
import { changePasswordAction } from "@/lib/portal/actions/account-security";
import { FormField } from "./form-field";
import { FormMessage } from "./form-message";
import { useFormAction } from "./use-form-action";

export function ChangePasswordForm({ minPassword }: { minPassword: number }) {
  const router = useRouter();
  const t = useT();
  const [success, setSuccess] = useState<string>();
  const { pending, error, run } = useFormAction();

  async function onSubmit(e: React.FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const formEl = e.currentTarget;
    const form = new FormData(formEl);
    const input = {
      current: String(form.get("current") ?? ""),
      password: String(form.get("password") ?? ""),
      confirm: String(form.get("confirm") ?? ""),
    };
    setSuccess(undefined);
    await run(async () => {
      const res = await changePasswordAction(input);
      if (!res.ok) return res;
      // The password has changed: a sign-in that fails, or whose request fails, sends this
      // browser to the sign-in page rather than report that nothing was saved.
      const again = await signIn("credentials", { email: res.email, password: input.password, redirect: false }).catch(
        () => ({ error: "request failed" }),
      );
      formEl.reset();
      if (again?.error) return router.push("/signin?callbackUrl=%2Faccount%2Fsecurity");
      setSuccess(t("account.security.changed"));
      router.refresh();
    });
  }

  const fieldError = (f: string) => (error?.field === f ? error.message : undefined);
  return (
    <form onSubmit={onSubmit} className="space-y-4" noValidate aria-labelledby="change-password-heading">
      <FormMessage error={error && !error.field ? error.message : undefined} success={success} />
      <FormField
        label={t("account.security.currentPassword")}
        name="current"
        type="password"
        autoComplete="current-password"
        required
        error={fieldError("current")}
      />
      <FormField
        label={t("auth.newPassword")}
        name="password"
        type="password"
        autoComplete="new-password"
        required
        hint={t("auth.passwordHint", { min: minPassword })}
        error={fieldError("password")}
      />
      <FormField
        label={t("auth.confirmPassword")}
        name="confirm"
        type="password"
        autoComplete="new-password"
        required
        error={fieldError("confirm")}
      />
      <button
        type="submit"
        disabled={pending}
        className="rounded-md bg-brand-700 px-4 py-2 font-medium text-white hover:bg-brand-900 disabled:opacity-60"
      >
        {pending ? t("account.security.changing") : t("account.security.changePassword")}
      </button>
    </form>
  );
}
