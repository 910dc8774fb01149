"use client";
// Confirm the address from the emailed link. A button rather than on page load, so a mail
// scanner that fetches links does not spend the token.
import Link from "next/link";
import { useState } from "react";
import { useT } from "@/lib/i18n/client";
import { verifyEmailAction } from "@/lib/portal/actions/verify-email";
import { FormMessage } from "./form-message";
import { useFormAction } from "./use-form-action";

export function VerifyEmailForm({ token }: { token: string }) {
  const t = useT();
  const [email, setEmail] = useState<string>();
  const { pending, error, run } = useFormAction();

  async function confirm() {
    await run(async () => {
      const res = await verifyEmailAction(token);
      if (!res.ok) return res;
      // No refresh: the page would re-render with the token now spent and hide this result.
      setEmail(res.email);
    });
  }

  if (email) {
    return (
      <div className="space-y-4">
        <FormMessage success={t("auth.verify.confirmed", { email })} />
        <Link
          href="/account/keys"
          className="inline-block rounded-md bg-brand-700 px-4 py-2 font-medium text-white hover:bg-brand-900"
        >
          {t("auth.verify.goToKeys")}
        </Link>
      </div>
    );
  }
  return (
    <div className="space-y-4">
      <FormMessage error={error?.message} />
      <button
        type="button"
        onClick={confirm}
        disabled={pending}
        className="w-full rounded-md bg-brand-700 px-4 py-2 font-medium text-white hover:bg-brand-900 disabled:opacity-60"
      >
        {pending ? t("auth.verify.pending") : t("auth.verify.submit")}
      </button>
    </div>
  );
}
