// The sources' own descriptions, each marked with its language (and `lang` for screen
// readers), the reader's language first; the first is shown, the others fold away.
// Identical texts from several sources are shown once. A text of unknown language says so
// with lang="" (HTML: "unknown") rather than inheriting the page's language: a short
// Catalan advert on the English page is not English text.
import { detectLanguage } from "@/lib/i18n/detect-language";
import { INTL_TAGS, type Locale } from "@/lib/i18n/locales";
import type { I18n } from "@/lib/i18n/server";
import type { PropertyDetail } from "@/lib/search/types";

type Description = { text: string; lang: Locale | null; sources: string[] };

function orderedDescriptions(p: PropertyDetail, reader: Locale): Description[] {
  const byText = new Map<string, Description>();
  const texts = [
    ...p.listings.map((l) => ({ text: l.description, source: l.source.name })),
    { text: p.description, source: null },
  ];
  for (const { text, source } of texts) {
    const trimmed = text?.trim();
    if (!trimmed) continue;
    const entry = byText.get(trimmed) ?? { text: trimmed, lang: detectLanguage(trimmed), sources: [] };
    if (source && !entry.sources.includes(source)) entry.sources.push(source);
    byText.set(trimmed, entry);
  }
  // Stable sort: the reader's language first, then the other languages, unknown last.
  const rank = (d: Description) => (d.lang === reader ? 0 : d.lang ? 1 : 2);
  return [...byText.values()].sort((a, b) => rank(a) - rank(b));
}

export function Descriptions({ property, i18n: { t, locale } }: { property: PropertyDetail; i18n: I18n }) {
  const list = orderedDescriptions(property, locale);
  if (list.length === 0) return null;
  // Language names in the reader's language ("en francès", "in French").
  const names = new Intl.DisplayNames([INTL_TAGS[locale]], { type: "language" });
  const label = (d: Description) =>
    [
      d.lang ? t("property.inLanguage", { language: names.of(d.lang) ?? d.lang }) : t("property.languageUnknown"),
      ...d.sources,
    ].join(" · ");
  const [first, ...rest] = list;
  return (
    <section aria-labelledby="description-heading" className="space-y-3">
      <h2 id="description-heading" className="text-lg font-semibold">
        {t("property.description")}
      </h2>
      <p className="text-xs font-medium uppercase tracking-wide text-slate-600" data-testid="description-language">
        {label(first)}
      </p>
      <p lang={first.lang ?? ""} className="whitespace-pre-line leading-relaxed text-slate-800">
        {first.text}
      </p>
      {rest.map((d, i) => (
        <details key={i} className="rounded-md border border-slate-200 px-3 py-2">
          <summary className="cursor-pointer text-sm font-medium" data-testid="description-language">
            {label(d)}
          </summary>
          <p lang={d.lang ?? ""} className="mt-2 whitespace-pre-line leading-relaxed text-slate-800">
            {d.text}
          </p>
        </details>
      ))}
    </section>
  );
}
