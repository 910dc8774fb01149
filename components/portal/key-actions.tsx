"use client";
// Rename and revoke for one key. Revoking asks for confirmation in a modal dialog
// (native <dialog>: focus trapped, Escape closes) because it cannot be undone.
import { useRouter } from "next/navigation";
import { useRef, useState } from "react";
import { useT } from "@/lib/i18n/client";
import { renameKeyAction, revokeKeyAction } from "@/lib/portal/actions/keys";
import { useFormAction } from "./use-form-action";

export function KeyActions({ id, name, prefix, paid }: { id: string; name: string; prefix: string; paid: boolean }) {
  const router = useRouter();
  const t = useT();
  const dialog = useRef<HTMLDialogElement>(null);
  const [renaming, setRenaming] = useState(false);
  const { pending, error, run } = useFormAction();

  async function rename(e: React.FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const newName = String(new FormData(e.currentTarget).get("name") ?? "");
    await run(async () => {
      const res = await renameKeyAction(id, newName);
      if (!res.ok) return res;
      setRenaming(false);
      router.refresh();
    });
  }

  async function revoke() {
    await run(async () => {
      // Closed whatever the outcome, so the error below is not hidden behind the dialog.
      const res = await revokeKeyAction(id).finally(() => dialog.current?.close());
      if (!res.ok) return res;
      router.refresh();
    });
  }

  return (
    <div className="flex flex-wrap items-center gap-2">
      {renaming ? (
        <form onSubmit={rename} className="flex items-center gap-2">
          <label htmlFor={`rename-${id}`} className="sr-only">
            {t("account.keys.renameLabel", { prefix })}
          </label>
          <input
            id={`rename-${id}`}
            name="name"
            defaultValue={name}
            maxLength={60}
            autoFocus
            className="w-44 rounded-md border border-slate-400 px-2 py-1 text-sm"
          />
          <button
            type="submit"
            disabled={pending}
            className="rounded-md bg-brand-700 px-2 py-1 text-sm font-medium text-white"
          >
            {t("account.keys.save")}
          </button>
          <button type="button" onClick={() => setRenaming(false)} className="text-sm underline">
            {t("account.keys.cancel")}
          </button>
        </form>
      ) : (
        <button
          type="button"
          onClick={() => setRenaming(true)}
          className="rounded-md border border-slate-400 px-2 py-1 text-sm hover:bg-slate-50"
        >
          {t("account.keys.rename")}
          <span className="sr-only"> {prefix}</span>
        </button>
      )}
      <button
        type="button"
        onClick={() => dialog.current?.showModal()}
        className="rounded-md border border-red-700 px-2 py-1 text-sm font-medium text-red-800 hover:bg-red-50"
      >
        {t("account.keys.revoke")}
        <span className="sr-only"> {prefix}</span>
      </button>
      {error && (
        <p role="alert" className="w-full text-sm font-medium text-red-700">
          {error.message}
        </p>
      )}
      <dialog
        ref={dialog}
        aria-labelledby={`revoke-title-${id}`}
        className="m-auto max-w-md rounded-lg p-6 shadow-xl backdrop:bg-slate-900/50"
      >
        <h3 id={`revoke-title-${id}`} className="text-lg font-semibold">
          {t("account.keys.revokeTitle", { name })}
        </h3>
        <p className="mt-2 text-slate-700">
          {t.rich("account.keys.revokeText", {
            prefix,
            paid: paid ? "yes" : "no",
            code: (chunks) => <code className="font-mono">{chunks}</code>,
          })}
        </p>
        <div className="mt-4 flex justify-end gap-3">
          <button
            type="button"
            onClick={() => dialog.current?.close()}
            className="rounded-md border border-slate-400 px-3 py-1.5"
          >
            {t("account.keys.keep")}
          </button>
          <button
            type="button"
            onClick={revoke}
            disabled={pending}
            className="rounded-md bg-red-700 px-3 py-1.5 font-medium text-white hover:bg-red-800"
          >
            {pending ? t("account.keys.revoking") : t("account.keys.revokeKey")}
          </button>
        </div>
      </dialog>
    </div>
  );
}
