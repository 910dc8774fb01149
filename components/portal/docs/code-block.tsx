// The guides' building blocks. Code is marked translate="no": it stays as written in every
// language (and browser translators leave it alone); e2e/i18n-scan.ts skips it too.
import Link from "next/link";

// A labelled, scrollable code sample (keyboard-focusable so it can be scrolled without a mouse).
export function CodeBlock({ label, children }: { label: string; children: string }) {
  return (
    <figure className="my-3">
      <figcaption className="text-xs font-semibold uppercase tracking-wide text-slate-600">{label}</figcaption>
      <pre
        tabIndex={0}
        aria-label={label}
        translate="no"
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

function C({ children }: { children: React.ReactNode }) {
  return (
    <code translate="no" className="rounded bg-slate-100 px-1 font-mono text-[0.9em]">
      {children}
    </code>
  );
}

type Chunks = (chunks: React.ReactNode) => React.ReactNode;

/** The rich-text tags of the apiGuides messages: <c> inline code, <strong>. */
export const TAGS: Record<"c" | "strong", Chunks> = {
  c: (chunks) => <C>{chunks}</C>,
  strong: (chunks) => <strong>{chunks}</strong>,
};

/** A link tag of an apiGuides message (<keys>your keys page</keys>). */
export function linkTag(href: string): Chunks {
  return function GuideLink(chunks) {
    return (
      <Link href={href} className="text-brand-700 underline">
        {chunks}
      </Link>
    );
  };
}
