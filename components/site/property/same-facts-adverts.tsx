// "Probably the same home": the active properties that state this one's price, surface,
// bedrooms and parish through another agency (lib/search/same-facts.ts). The matcher keeps
// them apart without photo or text evidence (docs/decisions.md#same-facts-kept-apart);
// this section tells the reader why several cards look identical, and links each one.
import Link from "next/link";
import { INTL_TAGS } from "@/lib/i18n/locales";
import type { I18n } from "@/lib/i18n/server";
import { propertyTitle } from "@/lib/i18n/title/property-title";
import type { SameFactsProperty } from "@/lib/search/same-facts";

type Props = { properties: SameFactsProperty[]; i18n: I18n };

export function SameFactsAdverts({ properties, i18n }: Props) {
  if (properties.length === 0) return null;
  const { t, format, locale } = i18n;
  const list = new Intl.ListFormat(INTL_TAGS[locale], { type: "conjunction" });
  return (
    <section aria-labelledby="same-facts-heading" className="space-y-3" data-testid="same-facts">
      <h2 id="same-facts-heading" className="text-lg font-semibold">
        {t("sameFacts.title")}
      </h2>
      <p className="text-sm text-slate-700">{t("sameFacts.lead")}</p>
      <ul className="space-y-2">
        {properties.map((q) => {
          const price = format.priceRange(q.price);
          return (
            <li key={q.id} className="rounded-lg border border-slate-200 p-3" data-testid="same-facts-item">
              <div className="flex flex-wrap items-baseline justify-between gap-2">
                <Link prefetch={false} href={`/properties/${q.id}`} className="font-medium text-brand-700 underline">
                  {propertyTitle(q, locale)}
                </Link>
                <p className="font-bold" data-testid="same-facts-price" data-price-min={q.price.min ?? ""}>
                  {price ?? t("card.priceOnRequest")}
                  {price && q.price.period === "month" ? (
                    <span className="text-sm font-normal">{t("card.perMonth")}</span>
                  ) : null}
                </p>
              </div>
              <p className="text-sm text-slate-700">
                {q.agencies.length > 0 ? (
                  <>
                    {t("property.agency")}: {/* Names, not words to translate. */}
                    <span translate="no" data-testid="same-facts-agency">
                      {list.format(q.agencies)}
                    </span>
                    {" · "}
                  </>
                ) : null}
                {t("sameFacts.on", { sources: list.format(q.sources) })}
                {q.references.length > 0 ? ` · ${t("property.reference")}: ${q.references.join(", ")}` : null}
              </p>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
