"use client";
// Delete the account, confirmed with the password (or, for an account without one, the
// address typed out) in a modal dialog, because it cannot be undone.
import { signOut } from "next-auth/react";
import { useRef } from "react";
import { useT } from "@/lib/i18n/client";
import { deleteAccountAction } from "@/lib/portal/actions/account-security";
import { FormField } from "./form-field";
import { FormMessage } from "./form-message";
import { LEAVING, useFormAction } from "./use-form-action";

export function DeleteAccountForm({
  email,
  hasPassword,
  paidKeys,
}: {
  email: string;
  hasPassword: boolean;
  paidKeys: number;
}) {
  const t = useT();
  const dialog = useRef<HTMLDialogElement>(null);
  const { pending, error, run } = useFormAction();

  async function onSubmit(e: React.FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const confirmation = String(new FormData(e.currentTarget).get("confirmation") ?? "");
    await run(async () => {
      const res = await deleteAccountAction(confirmation);
      if (!res.ok) return res;
      // The account is gone: if signing out fails, leave for the same page anyway.
      const to = "/signin?deleted=1";
      await signOut({ callbackUrl: to }).catch(() => window.location.assign(to));
      return LEAVING;
    });
  }

  return (
    <div className="space-y-3">
      <button
        type="button"
        onClick={() => dialog.current?.showModal()}
        className="rounded-md bg-red-700 px-4 py-2 font-medium text-white hover:bg-red-800"
      >
        {t("account.delete.button")}
      </button>
      <dialog
        ref={dialog}
        aria-labelledby="delete-title"
        className="m-auto max-w-md rounded-lg p-6 shadow-xl backdrop:bg-slate-900/50"
      >
        <h2 id="delete-title" className="text-lg font-semibold">
          {t("account.delete.dialogTitle")}
        </h2>
        <p className="mt-2 text-slate-700">{t("account.delete.dialogText", { paid: paidKeys })}</p>
        <form onSubmit={onSubmit} className="mt-4 space-y-4" noValidate>
          <FormMessage error={error?.message} />
          {hasPassword ? (
            <FormField
              label={t("account.delete.yourPassword")}
              name="confirmation"
              type="password"
              autoComplete="current-password"
              required
            />
          ) : (
            <FormField
              label={t("account.delete.typeEmail", { email })}
              name="confirmation"
              type="email"
              autoComplete="off"
              required
            />
          )}
          <div className="flex justify-end gap-3">
            <button
              type="button"
              onClick={() => dialog.current?.close()}
              className="rounded-md border border-slate-400 px-3 py-1.5"
            >
              {t("account.delete.keep")}
            </button>
            <button
              type="submit"
              disabled={pending}
              className="rounded-md bg-red-700 px-3 py-1.5 font-medium text-white hover:bg-red-800 disabled:opacity-60"
            >
              {pending ? t("account.delete.pending") : t("account.delete.submit")}
            </button>
          </div>
        </form>
      </dialog>
    </div>
  );
}
