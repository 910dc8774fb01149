"use client";
// The Enterprise contact form (server action; one error per field).
import { useActionState } from "react";
import { useT } from "@/lib/i18n/client";
import { enterpriseAction } from "@/lib/portal/actions/enterprise";
import { FormField } from "./form-field";

export function EnterpriseForm({ email, name }: { email?: string; name?: string }) {
  const t = useT();
  const [state, action, pending] = useActionState(enterpriseAction, null);
  if (state?.ok) {
    return (
      <p role="status" className="rounded-md border border-brand-600 bg-brand-50 p-4">
        {t("plans.enterprise.thanks")}
      </p>
    );
  }
  const errors = state && !state.ok ? state.fieldErrors : {};
  return (
    <form action={action} className="max-w-lg space-y-4" noValidate>
      {state && !state.ok && (
        <p role="alert" className="font-medium text-red-800">
          {errors.form ?? t("auth.checkFields")}
        </p>
      )}
      <FormField
        label={t("plans.enterprise.name")}
        name="name"
        autoComplete="name"
        defaultValue={name}
        required
        error={errors.name}
      />
      <FormField
        label={t("plans.enterprise.email")}
        name="email"
        type="email"
        autoComplete="email"
        defaultValue={email}
        required
        error={errors.email}
      />
      <FormField
        label={t("plans.enterprise.company")}
        name="company"
        autoComplete="organization"
        required
        error={errors.company}
      />
      <div className="space-y-1">
        <label htmlFor="message" className="block text-sm font-medium text-slate-800">
          {t("plans.enterprise.message")}
        </label>
        <textarea
          id="message"
          name="message"
          rows={5}
          required
          aria-invalid={errors.message ? true : undefined}
          aria-describedby={errors.message ? "message-error" : undefined}
          className="w-full rounded-md border border-slate-400 px-3 py-2"
        />
        {errors.message && (
          <p id="message-error" className="text-sm font-medium text-red-700">
            {errors.message}
          </p>
        )}
      </div>
      <button
        type="submit"
        disabled={pending}
        className="rounded-md bg-brand-700 px-4 py-2 font-medium text-white hover:bg-brand-900 disabled:opacity-60"
      >
        {pending ? t("auth.sending") : t("plans.enterprise.submit")}
      </button>
    </form>
  );
}
