// One search result: cover photo (or its location picture), price range across sources,
// rooms, surface, town and parish, how many sites show it, and the price-drop and "new"
// badges, and a note when other cards state the same facts through another agency (the
// matcher keeps them apart, lib/search/same-facts.ts). The whole card is one link (its title).
import Link from "next/link";
import { CardBadges } from "@/components/site/card-badges";
import { CoverPicture } from "@/components/site/photo/cover-picture";
import { locationLabels } from "@/components/site/photo/picture-labels";
import type { I18n } from "@/lib/i18n/server";
import { placeLabel } from "@/lib/i18n/parish-name";
import { namedBedrooms, propertyTitle } from "@/lib/i18n/title/property-title";
import type { PriceDrop } from "@/lib/search/price-drop";
import type { PropertySummary } from "@/lib/search/types";
import { copyPath } from "@/lib/photos/photo-keys";
import { pictureChain } from "@/lib/site/photo-chain";
import { CARD_PHOTOS } from "@/lib/site/property-pictures";
import { FavouriteButton } from "./keep-posted/favourite-button";

type Props = {
  property: PropertySummary;
  i18n: I18n;
  /** Store keys of the property's first stored photos (lib/site/property-pictures.ts); none: its location picture. */
  photos?: string[];
  /** The page's first card: its cover is fetched first (largest paint). */
  priority?: boolean;
  drop?: PriceDrop;
  /** How many other active properties state these facts through another agency. */
  sameFacts?: number;
  /** The id the heart saves, when it is not the property shown (a favourite followed to the property it was merged into). */
  favouriteId?: string;
};

export function PropertyCard({ property: p, i18n, photos, priority = false, drop, sameFacts, favouriteId }: Props) {
  const { t, format, locale } = i18n;
  const location = locationLabels(p, i18n);
  const price = format.priceRange(p.price);
  const place = placeLabel(p.town, p.parish);
  const typeLabel = t(`type.${p.type as "flat"}`);
  const beds = namedBedrooms(p.type, p.rooms);
  return (
    <article className="group relative flex w-full flex-col overflow-hidden rounded-lg border border-slate-200 bg-white shadow-sm">
      <div className="relative aspect-[4/3] bg-slate-100">
        <CoverPicture
          chain={pictureChain(
            p.id,
            (photos ?? []).map((key) => copyPath(key, 480)),
            CARD_PHOTOS,
          )}
          locationAlt={location.alt}
          locationCaption={location.caption}
          sizes="(min-width: 1280px) 20rem, (min-width: 640px) 45vw, 100vw"
          priority={priority}
        />
        <span
          className="absolute left-2 top-2 rounded-full bg-white/95 px-2 py-0.5 text-xs font-semibold text-brand-900 shadow"
          data-testid="card-sites"
          data-count={p.source_count}
        >
          {t("card.sites", { count: p.source_count })}
        </span>
        <span className="absolute right-2 top-2">
          <FavouriteButton
            propertyId={favouriteId ?? p.id}
            labels={{ add: t("alerts.favourite.add"), remove: t("alerts.favourite.remove") }}
          />
        </span>
      </div>
      <div className="flex flex-1 flex-col gap-1 p-3">
        <CardBadges property={p} drop={drop} i18n={i18n} />
        <p className="text-lg font-bold text-slate-900" data-testid="card-price" data-price-min={p.price.min ?? ""}>
          {price ?? t("card.priceOnRequest")}
          {price && p.price.period === "month" ? (
            <span className="text-sm font-normal">{t("card.perMonth")}</span>
          ) : null}
        </p>
        <h3 className="text-sm font-medium leading-snug">
          <Link
            prefetch={false}
            href={`/properties/${p.id}`}
            className="text-slate-900 no-underline after:absolute after:inset-0 group-hover:underline"
          >
            {propertyTitle(p, locale)}
          </Link>
        </h3>
        <p className="text-sm text-slate-700">
          {[
            typeLabel,
            // The title's bedrooms: none on a plot or a garage, never "0 beds".
            beds !== null ? t("card.rooms", { count: beds }) : null,
            p.surface_m2 !== null ? format.surface(p.surface_m2) : null,
          ]
            .filter(Boolean)
            .join(" · ")}
        </p>
        {place ? (
          <p className="text-sm text-slate-600" data-testid="card-place" data-parish={p.parish ?? ""}>
            {place}
          </p>
        ) : null}
        {sameFacts ? (
          <p className="text-xs text-slate-600" data-testid="card-same-facts" data-count={sameFacts}>
            {t("sameFacts.card", { count: sameFacts })}
          </p>
        ) : null}
      </div>
    </article>
  );
}
