"use client";
// Sign-up: the server action creates the account (or returns one error per field), then
// the same credentials sign in through next-auth.
import { signIn } from "next-auth/react";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { useT } from "@/lib/i18n/client";
import { signUpAction } from "@/lib/portal/actions/sign-up";
import { FormField } from "./form-field";
import { useFormAction } from "./use-form-action";

type FieldErrors = Partial<Record<"name" | "email" | "password" | "form", string>>;

export function SignUpForm({ callbackUrl, minPassword }: { callbackUrl: string; minPassword: number }) {
  const router = useRouter();
  const t = useT();
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const { pending, error, run } = useFormAction();

  async function onSubmit(e: React.FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    const input = {
      name: String(form.get("name") ?? ""),
      email: String(form.get("email") ?? ""),
      password: String(form.get("password") ?? ""),
    };
    setFieldErrors({});
    await run(async () => {
      const result = await signUpAction(input);
      if (!result.ok) {
        setFieldErrors(result.fieldErrors);
        return;
      }
      const res = await signIn("credentials", {
        email: input.email,
        password: input.password,
        redirect: false,
        callbackUrl,
      });
      if (res?.error) return { ok: false, error: t("auth.signUp.signInFailed", { error: res.error }) };
      router.push(callbackUrl);
      router.refresh();
    });
  }

  const errors = { ...fieldErrors, form: error?.message ?? fieldErrors.form };
  const firstError = errors.form ?? errors.email ?? errors.password ?? errors.name;
  return (
    <form onSubmit={onSubmit} className="space-y-4" noValidate>
      {firstError && (
        <p
          role="alert"
          className="rounded-md border border-red-300 bg-red-50 px-3 py-2 text-sm font-medium text-red-800"
        >
          {errors.form ?? t("auth.checkFields")}
        </p>
      )}
      <FormField label={t("auth.signUp.name")} name="name" autoComplete="name" error={errors.name} />
      <FormField label={t("auth.email")} name="email" type="email" autoComplete="email" required error={errors.email} />
      <FormField
        label={t("auth.password")}
        name="password"
        type="password"
        autoComplete="new-password"
        required
        hint={t("auth.passwordHint", { min: minPassword })}
        error={errors.password}
      />
      <button
        type="submit"
        disabled={pending}
        className="w-full rounded-md bg-brand-700 px-4 py-2 font-medium text-white hover:bg-brand-900 disabled:opacity-60"
      >
        {pending ? t("auth.signUp.pending") : t("auth.signUp.submit")}
      </button>
      <p className="text-sm text-slate-700">
        {t("auth.signUp.haveAccount")}{" "}
        <Link
          href={`/signin?callbackUrl=${encodeURIComponent(callbackUrl)}`}
          className="font-medium text-brand-700 underline"
        >
          {t("auth.signInLink")}
        </Link>
      </p>
    </form>
  );
}
