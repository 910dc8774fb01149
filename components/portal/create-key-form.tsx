"use client";
// Create a named key; the full key is shown once, with a copy button and a warning.
import { useState } from "react";
import { useT } from "@/lib/i18n/client";
import { createKeyAction } from "@/lib/portal/actions/keys";
import { CopyButton } from "./copy-button";
import { FormField } from "./form-field";
import { useFormAction } from "./use-form-action";

export function CreateKeyForm() {
  const t = useT();
  const [created, setCreated] = useState<{ key: string; name: string }>();
  const { pending, error, run } = useFormAction();

  async function onSubmit(e: React.FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = e.currentTarget;
    await run(async () => {
      const res = await createKeyAction(String(new FormData(form).get("key-name") ?? ""));
      if (!res.ok) return res;
      setCreated({ key: res.value.key, name: res.value.name });
      form.reset();
    });
  }

  return (
    <section aria-labelledby="create-key-heading" className="space-y-4 rounded-lg border border-slate-200 p-4">
      <h2 id="create-key-heading" className="text-lg font-semibold">
        {t("account.keys.create.title")}
      </h2>
      {created && (
        <div role="status" className="space-y-2 rounded-md border border-amber-400 bg-amber-50 p-3">
          <p className="font-medium">{t("account.keys.create.newKey", { name: created.name })}</p>
          <code data-testid="new-key" className="block break-all rounded bg-white px-2 py-1 font-mono text-sm">
            {created.key}
          </code>
          <CopyButton value={created.key} label={t("account.keys.create.copy")} />
          <p className="text-sm text-amber-900">{t("account.keys.create.warning")}</p>
        </div>
      )}
      <form onSubmit={onSubmit} className="flex flex-wrap items-end gap-3" noValidate>
        <div className="min-w-64 flex-1">
          <FormField
            label={t("account.keys.create.label")}
            name="key-name"
            placeholder={t("account.keys.create.placeholder")}
            maxLength={60}
            required
            error={error?.message}
          />
        </div>
        <button
          type="submit"
          disabled={pending}
          className="rounded-md bg-brand-700 px-4 py-2 font-medium text-white hover:bg-brand-900 disabled:opacity-60"
        >
          {pending ? t("account.keys.create.pending") : t("account.keys.create.submit")}
        </button>
      </form>
      <p className="text-sm text-slate-600">{t("account.keys.create.freeNote")}</p>
    </section>
  );
}
