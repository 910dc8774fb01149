"use client";
// Confirm the address from the emailed link. A button rather than on page load, so a mail
// scanner that fetches links does not spend the token.
import Link from "next/link";
import { useState } from "react";
import { verifyEmailAction } from "@/lib/portal/actions/verify-email";
import { FormMessage } from "./form-message";

export function VerifyEmailForm({ token }: { token: string }) {
  const [result, setResult] = useState<{ error?: string; email?: string }>({});
  const [pending, setPending] = useState(false);

  async function confirm() {
    setPending(true);
    const res = await verifyEmailAction(token);
    setPending(false);
    // No refresh: the page would re-render with the token now spent and hide this result.
    setResult(res.ok ? { email: res.email } : { error: res.error });
  }

  if (result.email) {
    return (
      <div className="space-y-4">
        <FormMessage success={`${result.email} is confirmed. You can now create API keys and upgrade them.`} />
        <Link
          href="/account/keys"
          className="inline-block rounded-md bg-brand-700 px-4 py-2 font-medium text-white hover:bg-brand-900"
        >
          Go to your API keys
        </Link>
      </div>
    );
  }
  return (
    <div className="space-y-4">
      <FormMessage error={result.error} />
      <button
        type="button"
        onClick={confirm}
        disabled={pending}
        className="w-full rounded-md bg-brand-700 px-4 py-2 font-medium text-white hover:bg-brand-900 disabled:opacity-60"
      >
        {pending ? "Confirming…" : "Confirm my email address"}
      </button>
    </div>
  );
}
