"use client";
// Actions on one endpoint: send a test event, rotate the secret (shown once), enable a
// disabled endpoint, remove it (confirmed in a modal dialog: it cannot be undone).
import { useRouter } from "next/navigation";
import { useRef, useState } from "react";
import { useT } from "@/lib/i18n/client";
import {
  enableEndpointAction,
  removeEndpointAction,
  rotateSecretAction,
  sendTestAction,
} from "@/lib/portal/actions/webhooks";
import { useFormAction } from "../use-form-action";
import { SecretNotice } from "./secret-notice";

const button =
  "rounded-md border border-slate-400 px-3 py-1.5 text-sm font-medium hover:bg-slate-50 disabled:opacity-60";

export function EndpointActions({ id, url, disabled }: { id: string; url: string; disabled: boolean }) {
  const router = useRouter();
  const t = useT();
  const dialog = useRef<HTMLDialogElement>(null);
  const [message, setMessage] = useState<string>();
  const [secret, setSecret] = useState<string>();
  const [keepOldHours, setKeepOldHours] = useState(24);
  const { pending, error, run } = useFormAction();

  async function act<T>(
    fn: () => Promise<{ ok: true; value: T } | { ok: false; error: string }>,
    done: (v: T) => void,
  ) {
    setMessage(undefined);
    await run(async () => {
      const res = await fn();
      if (!res.ok) return res;
      done(res.value);
      router.refresh();
    });
  }

  return (
    <div className="space-y-3">
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          className={button}
          disabled={pending}
          onClick={() =>
            act(
              () => sendTestAction(id),
              (r) =>
                setMessage(
                  r.ok
                    ? t("webhooks.actions.testOk", { status: r.status ?? "—", ms: r.latencyMs })
                    : t("webhooks.actions.testFailed", { error: r.error ?? "—", ms: r.latencyMs }),
                ),
            )
          }
        >
          {t("webhooks.actions.sendTest")}
        </button>
        <span className="inline-flex items-center gap-2 text-sm">
          <button
            type="button"
            className={button}
            disabled={pending}
            onClick={() => act(() => rotateSecretAction(id, keepOldHours), setSecret)}
          >
            {t("webhooks.actions.rotate")}
          </button>
          <label htmlFor={`keep-old-${id}`}>{t("webhooks.actions.keepOld")}</label>
          <select
            id={`keep-old-${id}`}
            value={keepOldHours}
            onChange={(e) => setKeepOldHours(Number(e.target.value))}
            className="rounded-md border border-slate-400 px-2 py-1.5"
          >
            {[24, 1, 168, 0].map((hours) => (
              <option key={hours} value={hours}>
                {t("webhooks.actions.keepOldOptions", { hours })}
              </option>
            ))}
          </select>
        </span>
        {disabled && (
          <button
            type="button"
            className={button}
            disabled={pending}
            onClick={() =>
              act(
                () => enableEndpointAction(id),
                () => setMessage(t("webhooks.actions.enabledAgain")),
              )
            }
          >
            {t("webhooks.actions.enable")}
          </button>
        )}
        <button
          type="button"
          onClick={() => dialog.current?.showModal()}
          className="rounded-md border border-red-700 px-3 py-1.5 text-sm font-medium text-red-800 hover:bg-red-50"
        >
          {t("webhooks.actions.remove")}
        </button>
      </div>
      {message && (
        <p role="status" className="text-sm text-slate-800">
          {message}
        </p>
      )}
      {error && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {error.message}
        </p>
      )}
      {secret && <SecretNotice title={t("webhooks.secret.rotated")} secret={secret} />}
      <dialog
        ref={dialog}
        aria-labelledby={`remove-${id}`}
        className="m-auto max-w-md rounded-lg p-6 shadow-xl backdrop:bg-slate-900/50"
      >
        <h3 id={`remove-${id}`} className="text-lg font-semibold">
          {t("webhooks.actions.removeTitle")}
        </h3>
        <p className="mt-2 break-all text-slate-700">{t("webhooks.actions.removeText", { url })}</p>
        <div className="mt-4 flex justify-end gap-3">
          <button
            type="button"
            onClick={() => dialog.current?.close()}
            className="rounded-md border border-slate-400 px-3 py-1.5"
          >
            {t("webhooks.actions.keep")}
          </button>
          <button
            type="button"
            disabled={pending}
            className="rounded-md bg-red-700 px-3 py-1.5 font-medium text-white hover:bg-red-800"
            onClick={() =>
              act(
                // Closed whatever the outcome, so an error is not hidden behind the dialog.
                () => removeEndpointAction(id).finally(() => dialog.current?.close()),
                () => router.push("/account/webhooks"),
              )
            }
          >
            {t("webhooks.actions.removeEndpoint")}
          </button>
        </div>
      </dialog>
    </div>
  );
}
