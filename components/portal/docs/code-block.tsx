// A labelled, scrollable code sample (keyboard-focusable so it can be scrolled without a mouse).
export function CodeBlock({ label, children }: { label: string; children: string }) {
  return (
    <figure className="my-3">
      <figcaption className="text-xs font-semibold uppercase tracking-wide text-slate-600">{label}</figcaption>
      <pre
        tabIndex={0}
        aria-label={label}
        className="mt-1 overflow-x-auto rounded-md bg-slate-900 p-3 text-sm text-slate-100"
      >
        <code>{children}</code>
      </pre>
    </figure>
  );
}

export function H2({ children }: { children: React.ReactNode }) {
  return <h2 className="mt-6 mb-2 text-xl font-semibold">{children}</h2>;
}

export function P({ children }: { children: React.ReactNode }) {
  return <p className="my-2 leading-relaxed text-slate-800">{children}</p>;
}

export function C({ children }: { children: React.ReactNode }) {
  return <code className="rounded bg-slate-100 px-1 font-mono text-[0.9em]">{children}</code>;
}
