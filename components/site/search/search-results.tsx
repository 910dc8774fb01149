// The search page body shared by / and /search: filters, the invalid-value note, the
// map, result cards, pagination and the empty state. Runs the API's own search.
import { ResultsMapLoader } from "@/components/site/map/map-loader";
import { PropertyCard } from "@/components/site/property-card";
import { Pagination } from "@/components/site/search/pagination";
import { SaveSearchForm } from "@/components/site/keep-posted/save-search-form";
import { SearchFilters } from "@/components/site/search/search-filters";
import { DroppedNote } from "@/components/site/search/dropped-note";
import { offeredOperations } from "@/lib/site-search/offered-operations";
import { runSiteSearch } from "@/lib/site-search/run-search";
import { cardPhotos } from "@/lib/site/property-pictures";
import { SITE_MAX_PAGE, type SiteSearch } from "@/lib/site-search/site-query";
import type { I18n } from "@/lib/i18n/server";
import { searchHeading } from "@/lib/i18n/search-heading";
import { resultsMapLabels } from "@/lib/site-search/map-labels";

type Props = { search: SiteSearch; i18n: I18n; heading: React.ReactNode };

export async function SearchResults({ search: initial, i18n, heading }: Props) {
  const { t } = i18n;
  const outcome = await runSiteSearch(initial);
  const search = outcome.search;
  const operations = await offeredOperations(search.params.op);
  // Each card's first photos, so a cover that fails can fall back to the next one.
  const photos = outcome.ok ? await cardPhotos(outcome.result.data.map((p) => p.id)).catch(() => null) : null;
  return (
    <div className="grid gap-6 lg:grid-cols-[16rem_1fr]">
      <aside>
        <h2 className="sr-only">{t("search.filters")}</h2>
        <SearchFilters params={search.params} i18n={i18n} operations={operations} />
      </aside>
      <section aria-labelledby="results-heading" className="min-w-0 space-y-4">
        {heading}
        <DroppedNote search={search} i18n={i18n} />
        {search.pageCapped ? (
          <p
            role="status"
            className="rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900"
            data-testid="page-cap-note"
          >
            {t("search.pageCap", { page: SITE_MAX_PAGE })}
          </p>
        ) : null}
        {!outcome.ok ? (
          <p role="alert" className="rounded-md border border-red-300 bg-red-50 px-3 py-2">
            {t("search.unavailable")}
          </p>
        ) : (
          <>
            <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
              <h2
                id="results-heading"
                className="text-lg font-semibold"
                data-testid="result-count"
                data-total={outcome.result.meta.total}
              >
                {searchHeading(search.query, outcome.result.meta.total, t, i18n.locale)}
              </h2>
              {/* The alert form sits after the results: this reaches it without scrolling. */}
              <a href="#save-search" className="text-sm" data-testid="save-search-jump">
                {t("siteNotes.saveJump")}
              </a>
            </div>
            {/* No fixed height below lg: the opened map (h-80) must push the cards down, not
                overflow under them. */}
            <div className="lg:h-72">
              <ResultsMapLoader params={search.params} labels={resultsMapLabels(t)} />
            </div>
            {outcome.result.data.length === 0 ? (
              <div className="rounded-lg border border-slate-200 bg-slate-50 p-6 text-center" data-testid="empty-state">
                <p className="font-semibold">{t("search.empty")}</p>
                <p className="mt-1 text-sm text-slate-700">
                  {search.query.op === "seasonal_rent" && operations.empty.includes("seasonal_rent")
                    ? t("siteNotes.seasonalEmpty")
                    : t("search.emptyHint")}
                </p>
              </div>
            ) : (
              <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3" data-testid="results">
                {outcome.result.data.map((p, i) => (
                  <li
                    key={p.id}
                    className={i < 2 ? "flex" : "flex [contain-intrinsic-size:auto_22rem] [content-visibility:auto]"}
                  >
                    <PropertyCard
                      property={p}
                      i18n={i18n}
                      photos={photos?.get(p.id)}
                      priority={i === 0}
                      drop={outcome.drops.get(p.id)}
                      sameFacts={outcome.sameFacts.get(p.id)}
                    />
                  </li>
                ))}
              </ul>
            )}
            <Pagination search={search} meta={outcome.result.meta} i18n={i18n} />
            <SaveSearchForm
              params={search.params}
              labels={{
                title: t("alerts.save.title"),
                email: t("alerts.save.email"),
                frequency: t("alerts.save.frequency"),
                immediate: t("alerts.save.immediate"),
                daily: t("alerts.save.daily"),
                submit: t("alerts.save.submit"),
                signedInAs: t.raw("alerts.save.signedInAs") as string,
                manage: t("alerts.save.manage"),
              }}
            />
          </>
        )}
      </section>
    </div>
  );
}
