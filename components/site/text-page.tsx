// The shell of the site's plain text pages (about, terms, privacy, contact): one heading
// and lead, then titled sections each labelled by its own heading for screen readers.
import type { ReactNode } from "react";

export function TextPage({ title, lead, children }: { title: string; lead: string; children: ReactNode }) {
  return (
    // Links inside running text are underlined: colour alone does not tell them apart.
    <article className="max-w-3xl space-y-8 [&_li_a]:text-brand-700 [&_li_a]:underline [&_p_a]:text-brand-700 [&_p_a]:underline">
      <header className="space-y-2">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{title}</h1>
        <p className="text-slate-700">{lead}</p>
      </header>
      {children}
    </article>
  );
}

/** A section whose heading has the id `id`; `roomy` spaces a section that ends in a button. */
export function TextSection({
  id,
  heading,
  roomy = false,
  children,
}: {
  id: string;
  heading: string;
  roomy?: boolean;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={roomy ? "space-y-3" : "space-y-2"}>
      <h2 id={id} className="text-lg font-semibold">
        {heading}
      </h2>
      {children}
    </section>
  );
}
