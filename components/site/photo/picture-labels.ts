// Words of a property's pictures in the reader's language: the location picture's alt text
// (where, and how precisely) and caption, and the gallery's controls.
import type { I18n } from "@/lib/i18n/server";
import { parishName } from "@/lib/i18n/parish-name";
import { placePhrase } from "@/lib/i18n/place-phrase";
import type { PropertySummary } from "@/lib/search/types";
import type { GalleryLabels } from "./photo-gallery";

type Located = Pick<PropertySummary, "town" | "parish" | "location">;

export function locationLabels(p: Located, { t, locale }: I18n): { alt: string; caption: string } {
  const precision = p.location?.precision ?? "none";
  const caption = precision === "exact" ? t("photos.exact") : t("photos.approximate");
  const place = p.town ?? (p.parish ? parishName(p.parish) : null);
  if ((precision === "exact" || precision === "street" || precision === "town") && place) {
    const key = precision === "exact" ? "photos.mapExact" : "photos.mapApproximate";
    return { alt: t(key, { inPlace: placePhrase(locale, "in", place) }), caption };
  }
  if (p.parish) {
    return { alt: t("photos.mapParish", { ofPlace: placePhrase(locale, "of", parishName(p.parish)) }), caption };
  }
  return { alt: t("photos.mapUnknown"), caption };
}

export function galleryLabels(p: Located, title: string, i18n: I18n): GalleryLabels {
  const { t } = i18n;
  const { alt, caption } = locationLabels(p, i18n);
  return {
    gallery: t("photos.gallery"),
    previous: t("photos.previous"),
    next: t("photos.next"),
    hint: t("photos.hint"),
    // Left as templates: the browser fills in the position as photos move or fail.
    counter: t("photos.counter", { n: "{n}", total: "{total}" }),
    photoAlt: t("photos.photoAlt", { name: title, n: "{n}", total: "{total}" }),
    locationAlt: alt,
    locationCaption: caption,
  };
}
