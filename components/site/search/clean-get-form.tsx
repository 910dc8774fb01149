"use client";
// A plain GET form (it works before and without JavaScript: the browser submits it and
// each search is one history entry). Once hydrated, empty fields are left out of the
// submitted query through the `formdata` event, so shared links stay short
// (`?maxPrice=` is noise). `data-ready` marks the enhanced state (tests wait for it).
import { useEffect, useRef, useState, type ReactNode } from "react";

type Props = { action: string; className?: string; ariaLabel?: string; children: ReactNode };

export function CleanGetForm({ action, className, ariaLabel, children }: Props) {
  const form = useRef<HTMLFormElement>(null);
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const el = form.current;
    if (!el) return;
    const dropEmpty = (event: FormDataEvent) => {
      for (const [key, value] of [...event.formData.entries()]) {
        if (typeof value === "string" && value.trim() === "") event.formData.delete(key);
      }
    };
    el.addEventListener("formdata", dropEmpty);
    setReady(true);
    return () => el.removeEventListener("formdata", dropEmpty);
  }, []);
  return (
    <form
      ref={form}
      method="get"
      action={action}
      className={className}
      aria-label={ariaLabel}
      data-ready={ready ? "" : undefined}
    >
      {children}
    </form>
  );
}
