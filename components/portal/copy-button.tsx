"use client";
// Copies a value to the clipboard and says so (aria-live) — the full key is shown once.
import { useState } from "react";
import { useT } from "@/lib/i18n/client";

export function CopyButton({ value, label }: { value: string; label: string }) {
  const t = useT();
  const [state, setState] = useState<"idle" | "copied" | "failed">("idle");
  async function copy() {
    try {
      await navigator.clipboard.writeText(value);
      setState("copied");
    } catch {
      setState("failed");
    }
  }
  return (
    <span className="inline-flex items-center gap-2">
      <button
        type="button"
        onClick={copy}
        className="rounded-md border border-slate-400 bg-white px-3 py-1.5 text-sm font-medium hover:bg-slate-50"
      >
        {label}
      </button>
      <span aria-live="polite" className="text-sm text-slate-700">
        {state === "copied" ? t("account.copy.copied") : state === "failed" ? t("account.copy.failed") : ""}
      </span>
    </span>
  );
}
