// "What Llar alone can show": every source's price of this home over time in one chart,
// with a legend naming the sources, and the spread between the cheapest and the dearest
// current source price. Each advert's history stays readable as a table in its own entry
// (source-adverts.tsx), so the chart is one image with a summary label.
import { PriceHistoryLoader } from "@/components/site/property/price-history-loader";
import { priceSeries } from "@/lib/charts/price-series";
import { INTL_TAGS } from "@/lib/i18n/locales";
import type { I18n } from "@/lib/i18n/server";
import { priceSpread } from "@/lib/search/price-spread";
import type { PropertyDetail } from "@/lib/search/types";

export function PriceComparison({ property: p, i18n }: { property: PropertyDetail; i18n: I18n }) {
  const { t, format, locale } = i18n;
  const series = priceSeries(p.listings);
  const spread = priceSpread(p.listings, p.price);
  const charted = series.length > 1 || series.some((s) => s.points.length > 1);
  if (!charted && !spread) return null;
  const percent = new Intl.NumberFormat(INTL_TAGS[locale], { style: "percent", maximumFractionDigits: 1 });
  const names = series.map((s) => s.name);
  return (
    <section aria-labelledby="comparison-heading" className="space-y-3" data-testid="price-comparison">
      <h2 id="comparison-heading" className="text-lg font-semibold">
        {t("finder.chartTitle")}
      </h2>
      {spread ? (
        <p className="text-sm text-slate-800" data-testid="price-spread" data-amount={spread.amount}>
          {spread.amount > 0
            ? t("finder.spread", {
                amount: format.money(spread.amount, spread.currency),
                percent: percent.format(spread.percent),
              })
            : t("finder.spreadNone")}
        </p>
      ) : null}
      {charted ? (
        <>
          <PriceHistoryLoader
            series={series}
            locale={format.locale}
            currency={p.price.currency}
            label={t("finder.chartLabel", { sources: new Intl.ListFormat(INTL_TAGS[locale]).format(names) })}
          />
          <ul
            aria-label={t("finder.legend")}
            className="flex flex-wrap gap-x-4 gap-y-1 text-sm"
            data-testid="chart-legend"
          >
            {series.map((s) => (
              <li key={s.id} className="flex items-center gap-2">
                <svg width="24" height="8" aria-hidden="true">
                  <line
                    x1="0"
                    y1="4"
                    x2="24"
                    y2="4"
                    stroke={s.color}
                    strokeWidth="2"
                    strokeDasharray={s.dash || undefined}
                  />
                </svg>
                {s.name}
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}
