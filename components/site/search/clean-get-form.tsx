"use client";
// A GET form that leaves empty fields out of the URL (`?maxPrice=` is noise in a shared
// link) and navigates client-side, so each search is one history entry and the back
// button returns to the previous filters. Without JavaScript it is a plain GET form.
import { useRouter } from "next/navigation";
import type { FormEvent, ReactNode } from "react";

type Props = { action: string; className?: string; ariaLabel?: string; children: ReactNode };

export function CleanGetForm({ action, className, ariaLabel, children }: Props) {
  const router = useRouter();
  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const qs = new URLSearchParams();
    for (const [key, value] of new FormData(event.currentTarget)) {
      if (typeof value === "string" && value.trim() !== "") qs.append(key, value.trim());
    }
    const s = qs.toString();
    router.push(s ? `${action}?${s}` : action);
  }
  return (
    <form method="get" action={action} onSubmit={onSubmit} className={className} aria-label={ariaLabel}>
      {children}
    </form>
  );
}
