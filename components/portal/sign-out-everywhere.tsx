"use client";
// End every session of the account (other browsers and devices included), then this one.
import { signOut } from "next-auth/react";
import { useT } from "@/lib/i18n/client";
import { signOutEverywhereAction } from "@/lib/portal/actions/account-security";
import { FormMessage } from "./form-message";
import { LEAVING, useFormAction } from "./use-form-action";

export function SignOutEverywhere() {
  const t = useT();
  const { pending, error, run } = useFormAction();

  async function signOutEverywhere() {
    await run(async () => {
      const res = await signOutEverywhereAction();
      if (!res.ok) return res;
      // Every session has ended: if signing out fails, leave for the same page anyway.
      const to = "/signin?signedout=everywhere";
      await signOut({ callbackUrl: to }).catch(() => window.location.assign(to));
      return LEAVING;
    });
  }

  return (
    <div className="space-y-3">
      <FormMessage error={error?.message} />
      <button
        type="button"
        onClick={signOutEverywhere}
        disabled={pending}
        className="rounded-md border border-slate-500 px-4 py-2 font-medium hover:bg-slate-50 disabled:opacity-60"
      >
        {pending ? t("account.security.signingOut") : t("account.security.signOutEverywhere")}
      </button>
    </div>
  );
}
