import type { Metadata } from "next";
import Link from "next/link";
import { Suspense } from "react";
import { headers } from "next/headers";
import { notFound } from "next/navigation";
import { backToSearchHref } from "@/lib/site-search/back-to-search";
import { PropertyMapLoader } from "@/components/site/map/property-map-loader";
import { parishName, placeLabel } from "@/lib/i18n/parish-name";
import { Descriptions } from "@/components/site/property/descriptions";
import { Facts } from "@/components/site/property/facts";
import { Gallery } from "@/components/site/property/gallery";
import { PropertyJsonLd } from "@/components/site/property/json-ld";
import { PriceComparison } from "@/components/site/property/price-comparison";
import { PriceEstimate } from "@/components/site/property/price-estimate";
import { SourceAdverts } from "@/components/site/property/source-adverts";
import { SameFactsAdverts } from "@/components/site/property/same-facts-adverts";
import { sameFactsProperties } from "@/lib/search/same-facts";
import { siteOrigin } from "@/lib/http/site-origin";
import { languageAlternates, openGraphLocale } from "@/lib/i18n/alternates";
import { getI18n } from "@/lib/i18n/server";
import { placePhrase } from "@/lib/i18n/place-phrase";
import { propertyTitle } from "@/lib/i18n/title/property-title";
import { featureLabel } from "@/lib/domain/feature-labels";
import { FavouriteButton } from "@/components/site/keep-posted/favourite-button";
import { SHARE_SIZE } from "@/lib/site/picture-response";
import { loadProperty, redirectIfMerged } from "./load-property";

type Props = { params: Promise<{ id: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { id } = await params;
  const [detail, { locale, t, format }] = await Promise.all([loadProperty(id), getI18n()]);
  if (!detail) return { title: t("notFound.title"), robots: { index: false } };
  redirectIfMerged(detail);
  const p = detail.data;
  const price = format.priceRange(p.price);
  const place = placeLabel(p.town, p.parish);
  const description = [price, place, p.description?.slice(0, 140)].filter(Boolean).join(" · ");
  const path = `/properties/${p.id}`;
  const title = propertyTitle(p, locale);
  // A photo that loads, else the location picture: feed photo links die (lib/site/share-image.ts).
  const shareImage = { url: `${path}/share-image`, ...SHARE_SIZE, alt: title };
  return {
    title,
    description,
    alternates: await languageAlternates(path, locale),
    robots: p.status === "delisted" ? { index: false, follow: true } : undefined,
    openGraph: {
      type: "website",
      title,
      description,
      url: path,
      images: [shareImage],
      ...openGraphLocale(locale),
    },
    twitter: { card: "summary_large_image", title, description, images: [shareImage] },
  };
}

export default async function PropertyPage({ params }: Props) {
  const { id } = await params;
  const [detail, i18n, origin, requestHeaders] = await Promise.all([
    loadProperty(id),
    getI18n(),
    siteOrigin(),
    headers(),
  ]);
  if (!detail) notFound();
  redirectIfMerged(detail);
  const sameFacts = await sameFactsProperties(id);
  const { t, format } = i18n;
  const p = detail.data;
  const price = format.priceRange(p.price);
  const place = placeLabel(p.town, p.parish);
  const title = propertyTitle(p, i18n.locale);
  return (
    <article className="space-y-8">
      <PropertyJsonLd property={p} url={`${origin}/properties/${p.id}`} title={title} />
      <Link
        prefetch={false}
        href={backToSearchHref(requestHeaders.get("referer"), requestHeaders.get("host"))}
        className="text-sm"
        data-testid="back-to-search"
      >
        ← {t("property.back")}
      </Link>
      {p.status === "delisted" ? (
        <p
          role="status"
          className="rounded-md border border-amber-300 bg-amber-50 px-4 py-3 font-medium text-amber-900"
          data-testid="delisted-banner"
        >
          {t("property.delisted")}
        </p>
      ) : null}
      <header className="space-y-1">
        <p className="text-sm text-slate-700">
          {t(`operation.${p.operation as "sale"}`)} · {t(`type.${p.type as "flat"}`)}
          {place ? ` · ${place}` : ""}
        </p>
        <div className="flex items-start justify-between gap-3">
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{title}</h1>
          <FavouriteButton
            propertyId={p.id}
            large
            labels={{ add: t("alerts.favourite.add"), remove: t("alerts.favourite.remove") }}
          />
        </div>
        <p className="text-2xl font-bold text-brand-700">
          {price ?? t("card.priceOnRequest")}
          {price && p.price.period === "month" ? (
            <span className="text-base font-normal">{t("card.perMonth")}</span>
          ) : null}
          <span className="ml-3 inline-block whitespace-nowrap rounded-full bg-brand-50 px-2 py-0.5 align-middle text-sm font-semibold text-brand-900">
            {t("card.sites", { count: p.source_count })}
          </span>
        </p>
      </header>
      <Gallery property={p} title={title} i18n={i18n} />
      <div className="grid gap-8 lg:grid-cols-[1fr_22rem]">
        <div className="min-w-0 space-y-8">
          <Facts property={p} i18n={i18n} />
          {p.features.length > 0 ? (
            <section aria-labelledby="features-heading">
              <h2 id="features-heading" className="mb-2 text-lg font-semibold">
                {t("property.features")}
              </h2>
              <ul className="flex flex-wrap gap-2">
                {p.features.map((f) => (
                  <li key={f} data-testid="feature" className="rounded-full bg-slate-100 px-3 py-1 text-sm">
                    {featureLabel(f, i18n.locale)}
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
          <Descriptions property={p} i18n={i18n} />
          {/* Streamed: the rest of the page never waits for the listed homes' snapshot. */}
          <Suspense fallback={null}>
            <PriceEstimate property={p} origin={origin} i18n={i18n} />
          </Suspense>
          <PriceComparison property={p} i18n={i18n} />
          <SourceAdverts listings={p.listings} i18n={i18n} />
          <SameFactsAdverts properties={sameFacts} i18n={i18n} />
        </div>
        <aside aria-labelledby="location-heading" className="space-y-2">
          <h2 id="location-heading" className="text-lg font-semibold">
            {t("property.location")}
          </h2>
          <p className="text-sm text-slate-700" data-testid="precision">
            {t(`precision.${p.location?.precision ?? "none"}`)}
          </p>
          {p.location && p.location.precision !== "none" ? (
            <PropertyMapLoader
              lat={p.location.lat}
              lng={p.location.lng}
              precision={p.location.precision}
              label={t("property.location")}
            />
          ) : null}
          {p.parish ? (
            <Link prefetch={false} href={`/parishes/${p.parish}`} className="text-sm">
              {t("parish.title", { ofPlace: placePhrase(i18n.locale, "of", parishName(p.parish)) })}
            </Link>
          ) : null}
        </aside>
      </div>
    </article>
  );
}
