"use client";
// End every session of the account (other browsers and devices included), then this one.
import { signOut } from "next-auth/react";
import { useState } from "react";
import { useT } from "@/lib/i18n/client";
import { signOutEverywhereAction } from "@/lib/portal/actions/account-security";
import { FormMessage } from "./form-message";

export function SignOutEverywhere() {
  const t = useT();
  const [error, setError] = useState<string>();
  const [pending, setPending] = useState(false);

  async function run() {
    setPending(true);
    const res = await signOutEverywhereAction();
    if (!res.ok) {
      setPending(false);
      return setError(res.error);
    }
    await signOut({ callbackUrl: "/signin?signedout=everywhere" });
  }

  return (
    <div className="space-y-3">
      <FormMessage error={error} />
      <button
        type="button"
        onClick={run}
        disabled={pending}
        className="rounded-md border border-slate-500 px-4 py-2 font-medium hover:bg-slate-50 disabled:opacity-60"
      >
        {pending ? t("account.security.signingOut") : t("account.security.signOutEverywhere")}
      </button>
    </div>
  );
}
