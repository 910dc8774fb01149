"use client";
// Sends one logged event again, now; the result joins the delivery log.
import { useRouter } from "next/navigation";
import { useState } from "react";
import { resendAction } from "@/lib/portal/actions/webhooks";

export function ResendButton({ eventId }: { eventId: string }) {
  const router = useRouter();
  const [note, setNote] = useState<string>();
  const [pending, setPending] = useState(false);
  async function resend() {
    setPending(true);
    const res = await resendAction(eventId);
    setPending(false);
    setNote(
      res.ok ? (res.value.ok ? `Delivered (HTTP ${res.value.status})` : `Failed: ${res.value.error}`) : res.error,
    );
    router.refresh();
  }
  return (
    <span className="inline-flex items-center gap-2">
      <button
        type="button"
        onClick={resend}
        disabled={pending}
        className="rounded-md border border-slate-400 px-2 py-1 text-xs font-medium hover:bg-slate-50 disabled:opacity-60"
      >
        {pending ? "Sending…" : "Resend"}
        <span className="sr-only"> {eventId}</span>
      </button>
      <span aria-live="polite" className="text-xs text-slate-700">
        {note}
      </span>
    </span>
  );
}
