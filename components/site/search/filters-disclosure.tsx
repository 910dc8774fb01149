"use client";
// On phones the filters fold behind one button so the results come first; on wide
// screens they are always shown beside the results.
import { useId, useState, type ReactNode } from "react";

export function FiltersDisclosure({ label, children }: { label: string; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <div>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((o) => !o)}
        className="flex w-full items-center justify-between rounded-md border border-slate-300 bg-white px-4 py-2 font-medium lg:hidden"
      >
        {label}
        <span aria-hidden="true">{open ? "▲" : "▼"}</span>
      </button>
      <div id={id} className={open ? "mt-2 lg:mt-0" : "hidden lg:block"}>
        {children}
      </div>
    </div>
  );
}
