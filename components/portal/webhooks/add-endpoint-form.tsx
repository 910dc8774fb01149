"use client";
// Add a webhook endpoint to one of the user's keys, with optional filters; the signing
// secret is shown once afterwards.
import { useRouter } from "next/navigation";
import { useState } from "react";
import { addEndpointAction } from "@/lib/portal/actions/webhooks";
import { FormField } from "../form-field";
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
}: {
  keys: Option[];
  operations: Option[];
  types: Option[];
  parishes: Option[];
}) {
  const router = useRouter();
  const [error, setError] = useState<string>();
  const [created, setCreated] = useState<{ url: string; secret: string }>();
  const [pending, setPending] = useState(false);

  async function onSubmit(e: React.FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = e.currentTarget;
    setPending(true);
    setError(undefined);
    const res = await addEndpointAction(new FormData(form));
    setPending(false);
    if (!res.ok) return setError(res.error);
    setCreated({ url: res.value.url, secret: res.value.secret });
    form.reset();
    router.refresh();
  }

  return (
    <section aria-labelledby="add-webhook-heading" className="space-y-4 rounded-lg border border-slate-200 p-4">
      <h2 id="add-webhook-heading" className="text-lg font-semibold">
        Add an endpoint
      </h2>
      {created && <SecretNotice title={`Signing secret for ${created.url}`} secret={created.secret} />}
      <form onSubmit={onSubmit} className="grid gap-3 sm:grid-cols-2" noValidate>
        <Select name="key" label="API key" options={keys} />
        <FormField
          label="Endpoint URL"
          name="url"
          type="url"
          required
          placeholder="https://example.com/llar-webhook"
          hint="https only (http to localhost while developing)."
          error={error}
        />
        <Select name="op" label="Operation" options={operations} any="Any operation" />
        <Select name="type" label="Type" options={types} any="Any type" />
        <Select name="parish" label="Parish" options={parishes} any="Any parish" />
        <div className="grid grid-cols-2 gap-3">
          <FormField label="Min price (€)" name="min-price" inputMode="numeric" />
          <FormField label="Max price (€)" name="max-price" inputMode="numeric" />
        </div>
        <div className="sm:col-span-2">
          <button
            type="submit"
            disabled={pending}
            className="rounded-md bg-brand-700 px-4 py-2 font-medium text-white hover:bg-brand-900 disabled:opacity-60"
          >
            {pending ? "Adding…" : "Add endpoint"}
          </button>
        </div>
      </form>
    </section>
  );
}
