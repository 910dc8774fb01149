"use client";
// Sends one logged event again, now; the result joins the delivery log.
import { useRouter } from "next/navigation";
import { useState } from "react";
import { useT } from "@/lib/i18n/client";
import { resendAction } from "@/lib/portal/actions/webhooks";
import { useFormAction } from "../use-form-action";

export function ResendButton({ eventId }: { eventId: string }) {
  const router = useRouter();
  const t = useT();
  const [note, setNote] = useState<string>();
  // A refusal is a note like any other outcome; `error` is only a request that failed.
  const { pending, error, run } = useFormAction();
  async function resend() {
    await run(async () => {
      const res = await resendAction(eventId);
      setNote(
        res.ok
          ? res.value.ok
            ? t("webhooks.actions.resentOk", { status: res.value.status ?? "—" })
            : t("webhooks.actions.resentFailed", { error: res.value.error ?? "—" })
          : res.error,
      );
      router.refresh();
    });
  }
  return (
    <span className="inline-flex items-center gap-2">
      <button
        type="button"
        onClick={resend}
        disabled={pending}
        className="rounded-md border border-slate-400 px-2 py-1 text-xs font-medium hover:bg-slate-50 disabled:opacity-60"
      >
        {pending ? t("auth.sending") : t("webhooks.actions.resend")}
        <span className="sr-only"> {eventId}</span>
      </button>
      <span aria-live="polite" className="text-xs text-slate-700">
        {error?.message ?? note}
      </span>
    </span>
  );
}
