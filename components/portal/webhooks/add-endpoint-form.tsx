"use client";
// Add a webhook endpoint to one of the user's keys, with optional filters; the signing
// secret is shown once afterwards.
import { useRouter } from "next/navigation";
import { useState } from "react";
import { useT } from "@/lib/i18n/client";
import { addEndpointAction } from "@/lib/portal/actions/webhooks";
import { FormField } from "../form-field";
import { useFormAction } from "../use-form-action";
import { SecretNotice } from "./secret-notice";

type Option = { value: string; label: string };

function Select({ name, label, options, any }: { name: string; label: string; options: Option[]; any?: string }) {
  return (
    <div className="space-y-1">
      <label htmlFor={name} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      <select id={name} name={name} className="w-full rounded-md border border-slate-400 px-3 py-2 text-slate-900">
        {any && <option value="">{any}</option>}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
}

export function AddEndpointForm({
  keys,
  operations,
  types,
  parishes,
  urlHint,
}: {
  keys: Option[];
  operations: Option[];
  types: Option[];
  parishes: Option[];
  /** What URLs this server accepts (lib/webhooks/endpoint-url.ts), worded by the page. */
  urlHint: string;
}) {
  const router = useRouter();
  const t = useT();
  const [created, setCreated] = useState<{ url: string; secret: string }>();
  const { pending, error, run } = useFormAction();

  async function onSubmit(e: React.FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = e.currentTarget;
    await run(async () => {
      const res = await addEndpointAction(new FormData(form));
      if (!res.ok) return res;
      setCreated({ url: res.value.url, secret: res.value.secret });
      form.reset();
      router.refresh();
    });
  }

  return (
    <section aria-labelledby="add-webhook-heading" className="space-y-4 rounded-lg border border-slate-200 p-4">
      <h2 id="add-webhook-heading" className="text-lg font-semibold">
        {t("webhooks.add.title")}
      </h2>
      {created && <SecretNotice title={t("webhooks.add.secretFor", { url: created.url })} secret={created.secret} />}
      <form onSubmit={onSubmit} className="grid gap-3 sm:grid-cols-2" noValidate>
        <Select name="key" label={t("webhooks.add.apiKey")} options={keys} />
        <FormField
          label={t("webhooks.add.url")}
          name="url"
          type="url"
          required
          placeholder="https://example.com/llar-webhook"
          hint={urlHint}
          error={error?.message}
        />
        <Select
          name="op"
          label={t("webhooks.add.operation")}
          options={operations}
          any={t("webhooks.add.anyOperation")}
        />
        <Select name="type" label={t("webhooks.add.type")} options={types} any={t("webhooks.add.anyType")} />
        <Select name="parish" label={t("webhooks.add.parish")} options={parishes} any={t("webhooks.add.anyParish")} />
        <div className="grid grid-cols-2 gap-3">
          <FormField label={t("webhooks.add.minPrice")} name="min-price" inputMode="numeric" />
          <FormField label={t("webhooks.add.maxPrice")} name="max-price" inputMode="numeric" />
        </div>
        <div className="sm:col-span-2">
          <button
            type="submit"
            disabled={pending}
            className="rounded-md bg-brand-700 px-4 py-2 font-medium text-white hover:bg-brand-900 disabled:opacity-60"
          >
            {pending ? t("webhooks.add.pending") : t("webhooks.add.submit")}
          </button>
        </div>
      </form>
    </section>
  );
}
