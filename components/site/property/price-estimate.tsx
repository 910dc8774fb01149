// Whether the asking price is above or below similar homes: the valuation of the API
// (lib/valuation), shown only when its comparables are close and numerous enough
// (confidence medium or high), with the comparables linked. The listed homes come from an
// in-process snapshot, so the page waits for one indexed lookup of the property only.
import Link from "next/link";
import { INTL_TAGS } from "@/lib/i18n/locales";
import type { I18n } from "@/lib/i18n/server";
import { propertyTitle } from "@/lib/i18n/title/property-title";
import type { PropertyDetail } from "@/lib/search/types";
import { valueProperty } from "@/lib/valuation/value-home";

/** Within this of the estimate the asking price is called in line with it. */
const IN_LINE = 0.03;

export async function PriceEstimate({
  property: p,
  origin,
  i18n,
}: {
  property: PropertyDetail;
  origin: string;
  i18n: I18n;
}) {
  if (p.status !== "active" || p.price.min == null) return null;
  const result = await valueProperty(p.id, origin);
  if (!result.ok || result.valuation.confidence === "low") return null;
  const v = result.valuation;
  const { t, format, locale } = i18n;
  const gap = v.asking_vs_estimate ?? 0;
  const facts = {
    percent: new Intl.NumberFormat(INTL_TAGS[locale], { style: "percent", maximumFractionDigits: 0 }).format(
      Math.abs(gap),
    ),
    low: format.money(v.low, v.currency),
    high: format.money(v.high, v.currency),
    count: v.comparables.length,
  };
  const verdict = Math.abs(gap) < IN_LINE ? "inLine" : gap > 0 ? "above" : "below";
  return (
    <section
      aria-labelledby="estimate-heading"
      className="space-y-2"
      data-testid="price-estimate"
      data-verdict={verdict}
    >
      <h2 id="estimate-heading" className="text-lg font-semibold">
        {t("property.estimate.title")}
      </h2>
      <p className="text-sm text-slate-800">{t(`property.estimate.${verdict}`, facts)}</p>
      <details className="text-sm">
        <summary className="cursor-pointer">{t("property.estimate.comparables", { count: facts.count })}</summary>
        <ul className="mt-2 space-y-1" data-testid="comparables">
          {v.comparables.map((c) => (
            <li key={c.property.id}>
              <Link prefetch={false} href={`/properties/${c.property.id}`}>
                {propertyTitle(c.property, locale)}
              </Link>{" "}
              · {c.property.price.min == null ? "" : format.money(c.property.price.min, v.currency)}
              {c.property.surface_m2 ? ` · ${Math.round(c.property.surface_m2)} m²` : ""}
            </li>
          ))}
        </ul>
      </details>
      <p className="text-xs text-slate-700">{t("property.estimate.how")}</p>
    </section>
  );
}
