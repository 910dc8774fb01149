"use client";
// Choose a new password from a reset link; on success, on to sign-in with it.
import { useRouter } from "next/navigation";
import { useT } from "@/lib/i18n/client";
import { resetPasswordAction } from "@/lib/portal/actions/reset-password";
import { FormField } from "./form-field";
import { FormMessage } from "./form-message";
import { useFormAction } from "./use-form-action";

export function ResetPasswordForm({ token, minPassword }: { token: string; minPassword: number }) {
  const router = useRouter();
  const t = useT();
  const { pending, error, run } = useFormAction();

  async function onSubmit(e: React.FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    await run(async () => {
      const res = await resetPasswordAction({
        token,
        password: String(form.get("password") ?? ""),
        confirm: String(form.get("confirm") ?? ""),
      });
      if (!res.ok) return res;
      router.push("/signin?reset=done");
    });
  }

  return (
    <form onSubmit={onSubmit} className="space-y-4" noValidate>
      <FormMessage error={error && !error.field ? error.message : undefined} />
      <FormField
        label={t("auth.newPassword")}
        name="password"
        type="password"
        autoComplete="new-password"
        required
        hint={t("auth.passwordHint", { min: minPassword })}
        error={error?.field === "password" ? error.message : undefined}
      />
      <FormField
        label={t("auth.confirmPassword")}
        name="confirm"
        type="password"
        autoComplete="new-password"
        required
        error={error?.field === "confirm" ? error.message : undefined}
      />
      <button
        type="submit"
        disabled={pending}
        className="w-full rounded-md bg-brand-700 px-4 py-2 font-medium text-white hover:bg-brand-900 disabled:opacity-60"
      >
        {pending ? t("auth.saving") : t("auth.reset.submit")}
      </button>
    </form>
  );
}
