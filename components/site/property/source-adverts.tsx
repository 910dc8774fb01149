// Every source advert of the property (docs/api.md#usage-terms: name the source and link the
// advert): source, agency, reference, that source's price and its price history as a
// table (all sources are charted together above, price-comparison.tsx).
import type { I18n } from "@/lib/i18n/server";
import type { ListingEntry } from "@/lib/search/types";

export function SourceAdverts({ listings, i18n }: { listings: ListingEntry[]; i18n: I18n }) {
  const { t, format } = i18n;
  const active = new Set(listings.filter((l) => l.status === "active").map((l) => l.source.id)).size;
  return (
    <section aria-labelledby="sources-heading" className="space-y-3">
      <h2 id="sources-heading" className="text-lg font-semibold">
        {t("property.sources")}
      </h2>
      {/* A delisted home keeps its adverts for reference: "on 0 sites" would read as a bug. */}
      <p className="text-sm text-slate-700" data-testid="sources-lead">
        {active > 0 ? t("property.sourcesLead", { count: active }) : t("siteNotes.sourcesGone")}
      </p>
      <ul className="space-y-4">
        {listings.map((l) => {
          const history = (l.price_history ?? []).filter((h) => h.price !== null) as {
            price: number;
            observed_at: string;
          }[];
          return (
            <li key={l.id} className="rounded-lg border border-slate-200 p-4" data-testid="source-advert">
              <div className="flex flex-wrap items-baseline justify-between gap-2">
                <h3 className="font-semibold">
                  {l.source.name}
                  {l.status === "removed" ? (
                    <span className="ml-2 rounded bg-slate-200 px-2 py-0.5 text-xs font-medium text-slate-800">
                      {t("property.removed")}
                    </span>
                  ) : null}
                </h3>
                <p className="text-lg font-bold">
                  {l.price !== null ? format.money(l.price, l.currency) : t("card.priceOnRequest")}
                  {l.price !== null && l.period === "month" ? (
                    <span className="text-sm font-normal">{t("card.perMonth")}</span>
                  ) : null}
                </p>
              </div>
              <dl className="mt-1 flex flex-wrap gap-x-6 text-sm text-slate-700">
                {l.agency ? (
                  <div className="flex gap-1">
                    <dt>{t("property.agency")}:</dt>
                    {/* A name ("Land immobiliària"), not words to translate. */}
                    <dd translate="no">{l.agency}</dd>
                  </div>
                ) : null}
                {l.reference ? (
                  <div className="flex gap-1">
                    <dt>{t("property.reference")}:</dt>
                    <dd>{l.reference}</dd>
                  </div>
                ) : null}
              </dl>
              <a
                href={l.url}
                target="_blank"
                rel="noopener noreferrer nofollow"
                className="mt-2 inline-block font-medium text-brand-700"
                data-testid="source-link"
              >
                {t("property.seeAdvert", { source: l.source.name })} ↗
              </a>
              <div className="mt-3">
                <h4 className="text-sm font-medium text-slate-800">{t("property.priceHistory")}</h4>
                {history.length > 0 ? (
                  <details className="mt-1 text-sm">
                    <summary className="cursor-pointer text-slate-700">
                      {t("property.priceHistory")} ({history.length})
                    </summary>
                    <table className="mt-1 text-left">
                      <tbody>
                        {history.map((h) => (
                          <tr key={h.observed_at}>
                            <td className="pr-4">{format.date(h.observed_at)}</td>
                            <td>{format.money(h.price, l.currency)}</td>
                          </tr>
                        ))}
                      </tbody>
                    </table>
                  </details>
                ) : (
                  <p className="text-sm text-slate-600">{t("property.noHistory")}</p>
                )}
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
