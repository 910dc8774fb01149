import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { ResultsMapLoader } from "@/components/site/map/map-loader";
import { MarketMonthsChart } from "@/components/site/parish/market-months-chart";
import { PerM2BySize } from "@/components/site/parish/per-m2-by-size";
import { PriceTrendChart } from "@/components/site/parish/price-trend-chart";
import { ParishStatsTable } from "@/components/site/parish-stats-table";
import { comparePlaceNames } from "@/lib/geo";
import { languageAlternates, openGraphLocale } from "@/lib/i18n/alternates";
import { placePhrase } from "@/lib/i18n/place-phrase";
import { getI18n } from "@/lib/i18n/server";
import { listParishes, listTowns } from "@/lib/search/reference";
import { OPERATIONS, type OperationId } from "@/lib/domain/vocabulary";
import { resultsMapLabels } from "@/lib/site-search/map-labels";
import { getMarketStats, parishMarketMonths, parishPriceTrend } from "@/lib/stats";
import { perM2BySize } from "@/lib/valuation/per-m2-by-size";

type Props = { params: Promise<{ id: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

/** `?op=` picks the operation of the statistics; anything else falls back to sale. */
function readOp(raw: string | string[] | undefined): { op: OperationId; invalid: boolean } {
  if (raw === undefined) return { op: "sale", invalid: false };
  const value = Array.isArray(raw) ? raw[0] : raw;
  return (OPERATIONS as readonly string[]).includes(value)
    ? { op: value as OperationId, invalid: false }
    : { op: "sale", invalid: true };
}

async function findParish(id: string) {
  return (await listParishes()).data.find((p) => p.id === id) ?? null;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { id } = await params;
  const [parish, { locale, t }] = await Promise.all([findParish(id), getI18n()]);
  if (!parish) return { title: t("notFound.title"), robots: { index: false } };
  const title = t("parish.title", { ofPlace: placePhrase(locale, "of", parish.name) });
  const description = t("parish.lead", { inPlace: placePhrase(locale, "in", parish.name) });
  const path = `/parishes/${parish.id}`;
  return {
    title,
    description,
    alternates: await languageAlternates(path, locale),
    openGraph: { title, description, url: path, ...openGraphLocale(locale) },
  };
}

export default async function ParishPage({ params, searchParams }: Props) {
  const { id } = await params;
  const { op, invalid } = readOp((await searchParams).op);
  const [parish, i18n] = await Promise.all([findParish(id), getI18n()]);
  if (!parish) notFound();
  const { t, locale } = i18n;
  const [stats, towns, trend, months, bySize] = await Promise.all([
    getMarketStats(op),
    listTowns(),
    parishPriceTrend(parish.id, op),
    parishMarketMonths(parish.id, op),
    op === "seasonal_rent" ? Promise.resolve([]) : perM2BySize(parish.id, op),
  ]);
  const inPlace = placePhrase(locale, "in", parish.name);
  const entries = stats.data.filter((e) => e.parish === parish.id);
  const parishTowns = towns.data
    .filter((town) => town.parish === parish.id)
    .sort((a, b) => comparePlaceNames(a.name, b.name));
  return (
    <article className="space-y-8">
      <header className="space-y-2">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">
          {t("parish.title", { ofPlace: placePhrase(locale, "of", parish.name) })}
        </h1>
        <p className="max-w-3xl text-slate-700">
          {t("parish.lead", { inPlace: placePhrase(locale, "in", parish.name) })}
        </p>
        <Link
          prefetch={false}
          href={`/search?op=${op}&parish=${parish.id}`}
          className="inline-block rounded-md bg-brand-600 px-4 py-2 font-medium text-white no-underline hover:bg-brand-700"
        >
          {t("parish.search", { inPlace: placePhrase(locale, "in", parish.name) })}
        </Link>
      </header>
      <section aria-labelledby="stats-heading" className="space-y-3">
        <h2 id="stats-heading" className="text-lg font-semibold">
          {t("parish.stats")}
        </h2>
        {invalid ? (
          <p role="status" className="text-sm text-amber-900">
            {t("search.invalid", { fields: "op" })}
          </p>
        ) : null}
        <nav aria-label={t("search.operation")} className="flex flex-wrap gap-2">
          {OPERATIONS.map((o) => (
            <Link
              prefetch={false}
              key={o}
              href={`/parishes/${parish.id}${o === "sale" ? "" : `?op=${o}`}`}
              aria-current={o === op ? "page" : undefined}
              className={
                o === op
                  ? "rounded-full bg-brand-700 px-3 py-1 text-sm text-white no-underline"
                  : "rounded-full border border-slate-300 px-3 py-1 text-sm no-underline"
              }
            >
              {t(`operation.${o}`)}
            </Link>
          ))}
        </nav>
        <ParishStatsTable entries={entries} period={stats.meta.period} i18n={i18n} />
      </section>
      {op === "seasonal_rent" ? null : (
        <section aria-labelledby="by-size-heading" className="space-y-3">
          <h2 id="by-size-heading" className="text-lg font-semibold">
            {t("parish.bySize")}
          </h2>
          <p className="max-w-3xl text-sm text-slate-700">{t("parish.bySizeLead", { inPlace })}</p>
          <PerM2BySize bands={bySize} period={stats.meta.period} i18n={i18n} />
        </section>
      )}
      <section aria-labelledby="trend-heading" className="space-y-3">
        <h2 id="trend-heading" className="text-lg font-semibold">
          {t("parish.trend")}
        </h2>
        <p className="max-w-3xl text-sm text-slate-700">{t("parish.trendLead", { inPlace })}</p>
        {trend.length < 2 ? (
          <p className="rounded-md bg-slate-50 p-4 text-slate-700">{t("parish.noTrend")}</p>
        ) : (
          <div className="h-56 w-full" data-testid="price-trend" data-points={trend.length}>
            <PriceTrendChart
              points={trend}
              locale={locale}
              homesLabel={t("parish.trendHomes", { count: "{count}" })}
              label={t("parish.trendLabel", {
                inPlace,
                first: i18n.format.money(trend[0].median),
                from: i18n.format.date(trend[0].at),
                last: i18n.format.money(trend[trend.length - 1].median),
                to: i18n.format.date(trend[trend.length - 1].at),
              })}
            />
          </div>
        )}
      </section>
      <section aria-labelledby="map-heading" className="space-y-3">
        <h2 id="map-heading" className="text-lg font-semibold">
          {t("parish.map")}
        </h2>
        <div className="lg:h-96">
          <ResultsMapLoader
            params={{ op, parish: parish.id }}
            labels={resultsMapLabels(t)}
            searchArea={false}
            belowFold
          />
        </div>
      </section>
      <section aria-labelledby="months-heading" className="space-y-3">
        <h2 id="months-heading" className="text-lg font-semibold">
          {t("parish.months")}
        </h2>
        <p className="max-w-3xl text-sm text-slate-700">{t("parish.monthsLead", { inPlace })}</p>
        {months.filter((m) => m.median_price_per_m2 !== null).length < 2 ? (
          <p className="rounded-md bg-slate-50 p-4 text-slate-700">{t("parish.noMonths")}</p>
        ) : (
          <MarketMonthsChart months={months} period={stats.meta.period} i18n={i18n} inPlace={inPlace} />
        )}
      </section>
      <section aria-labelledby="towns-heading" className="space-y-3">
        <h2 id="towns-heading" className="text-lg font-semibold">
          {t("parish.towns")}
        </h2>
        <ul className="flex flex-wrap gap-2">
          {parishTowns.map((town) => (
            <li key={town.id}>
              <Link
                prefetch={false}
                href={`/search?op=${op}&parish=${parish.id}&town=${town.id}`}
                className="block rounded-full bg-slate-100 px-3 py-1 text-sm text-slate-900 no-underline hover:bg-slate-200 hover:underline"
              >
                {town.name}
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </article>
  );
}
